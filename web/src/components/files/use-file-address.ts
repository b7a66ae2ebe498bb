import { useEffect, useState } from 'react';
import { fileAddress } from '@/lib/files';

/** The address of a file's bytes once fetched; undefined while fetching, null when it could not be read. */
export function useFileAddress(fileId: string, variant: 'full' | 'thumb', enabled = true): string | null | undefined {
  const [address, setAddress] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fileAddress(fileId, variant).then(
      (a) => live && setAddress(a),
      () => live && setAddress(null),
    );
    return () => {
      live = false;
    };
  }, [fileId, variant, enabled]);
  return address;
}

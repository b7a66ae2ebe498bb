import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { schoolLogoAddress } from '@/lib/school-logo';

/**
 * The school's logo in a box of a fixed size, so nothing moves when the picture arrives; its alt text is the school's
 * name. A logo that cannot be loaded leaves the box empty.
 */
export function SchoolLogo({
  schoolId,
  name,
  version,
  size = 8,
}: {
  schoolId: string;
  name: string;
  /** The logo's file id where the page knows it: a new logo gets a new address. */
  version?: string;
  /** The box's side, in Chakra's spacing units. */
  size?: number | string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Box boxSize={size} flexShrink={0} data-testid="school-logo">
      {!failed && (
        <img
          src={schoolLogoAddress(schoolId, 'thumb', version)}
          alt={name}
          width="100%"
          height="100%"
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          onError={() => setFailed(true)}
        />
      )}
    </Box>
  );
}

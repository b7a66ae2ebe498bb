import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { schoolLogoAddress } from '@/lib/school-logo';

/**
 * The school's logo in a box of a fixed size, so nothing moves when the picture arrives; its alt text is the school's
 * name. A logo that cannot be loaded leaves the box empty, or takes it away when the logo is `optional`.
 */
export function SchoolLogo({
  schoolId,
  name,
  version,
  size = 8,
  optional = false,
}: {
  schoolId: string;
  name: string;
  /** The logo's file id where the page knows it: a new logo gets a new address. */
  version?: string;
  /** The box's side, in Chakra's spacing units. */
  size?: number | string;
  /** Where the page cannot know whether the school has a logo (a public course card): no box at all without one. */
  optional?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed && optional) return null;
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

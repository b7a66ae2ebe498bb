/**
 * A student's face where staff see them (the register, a class list, the student's record): their photo's thumbnail,
 * or an outline of a person when there is none, always the same size so nothing moves when the photo arrives.
 */
import { Box, Image } from '@chakra-ui/react';
import UserRound from 'lucide-react/icons/user-round';
import { useFileAddress } from './use-file-address';

export function StudentPhoto({
  fileId,
  alt,
  size = '10',
}: {
  /** The photo's file, or none. */
  fileId: string | null | undefined;
  /** What the picture says: empty beside the student's written name, which already says who it is. */
  alt: string;
  size?: string;
}) {
  const address = useFileAddress(fileId ?? '', 'thumb', !!fileId);
  return (
    <Box
      w={size}
      h={size}
      flexShrink={0}
      borderRadius="full"
      overflow="hidden"
      bg="gray.100"
      color="gray.500"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="student-photo"
    >
      {fileId && address ? (
        <Image src={address} alt={alt} w="100%" h="100%" objectFit="cover" />
      ) : (
        <UserRound aria-hidden="true" size="60%" />
      )}
    </Box>
  );
}

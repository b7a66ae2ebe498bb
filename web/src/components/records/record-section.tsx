import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of a record's page below its facts (a teacher's classes, a course's syllabus, an account). */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} mb="6">
      <Card.Body>
        <Heading id={id} as="h2" size="md" mb="3">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

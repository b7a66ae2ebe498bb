import { DataList } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import type { Student } from '@academy/shared/people';
import { useSchoolLocale } from '@/lib/use-school';

/** A student's profile as a teacher or a family sees it: read-only. The class shows when its name is given. */
export function StudentFacts({
  schoolId,
  student,
  className,
}: {
  schoolId: string;
  student: Student;
  className?: string;
}) {
  const schoolLocale = useSchoolLocale(schoolId);
  const facts: [string, string][] = [
    ['Admission number', student.admissionNumber],
    ...(className === undefined ? [] : [['Class', className] as [string, string]]),
    ['Status', student.status],
    ['Date of birth', formatDate(student.dateOfBirth, schoolLocale)],
    ['Gender', student.gender || '—'],
    ['Enrolled', formatDate(student.enrolmentDate, schoolLocale)],
    ['Medical notes', student.medicalNotes || 'None recorded'],
    [
      'Emergency contact',
      [student.emergencyContact.name, student.emergencyContact.phone].filter(Boolean).join(', ') || '—',
    ],
  ];
  return (
    <DataList.Root orientation="horizontal">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

import { DataList } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import type { Student } from '@academy/shared/people';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  // The stored values in words, as written in English (lower case, as the record has them).
  const status =
    { enrolled: t`enrolled`, withdrawn: t`withdrawn`, graduated: t`graduated` }[student.status] ?? student.status;
  const gender = { female: t`female`, male: t`male`, other: t`other` }[student.gender] ?? student.gender;
  const facts: [string, string][] = [
    [t`Admission number`, student.admissionNumber],
    ...(className === undefined ? [] : [[t`Class`, className] as [string, string]]),
    [t`Status`, status],
    [t`Date of birth`, formatDate(student.dateOfBirth, schoolLocale)],
    [t`Gender`, gender || '—'],
    [t`Enrolled`, formatDate(student.enrolmentDate, schoolLocale)],
    [t`Medical notes`, student.medicalNotes || t`None recorded`],
    [
      t`Emergency contact`,
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

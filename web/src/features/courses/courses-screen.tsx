import { Badge, Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { SchoolRecordOf } from '@academy/shared/collections';
import { type CourseModule, lectureFileKey, storedLectureId } from '@academy/shared/course';
import type { SchoolLocale } from '@academy/shared/date-format';
import type { FileRef } from '@academy/shared/files';
import { formatMoney } from '@academy/shared/money';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { LectureFileEditor } from '@/components/files/lecture-file';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { NewRecordDialog } from '@/components/records/new-record-dialog';
import { RecordDetail } from '@/components/records/record-detail';
import { RecordList } from '@/components/records/record-list';
import { RecordSection } from '@/components/records/record-section';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { useRecord } from '@/components/records/use-record';
import { type RecordRow, useChoices } from '@/components/records/use-record-list';
import { type CourseChoices, CourseForm } from './course-form';

/** The subjects, terms, classes and teachers a course names, for the form's choices and the pages' names. */
function useCourseChoices(schoolId: string) {
  const subjects = useChoices(schoolId, 'subjects', 'code');
  const terms = useChoices(schoolId, 'terms', 'startDate');
  const classes = useChoices(schoolId, 'classes', 'name');
  const teachers = useChoices(schoolId, 'teachers', 'lastName');
  const choices: CourseChoices = {
    subjects: subjects.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` })),
    terms: terms.map((t) => ({ value: t.id, label: `${t.name} ${t.schoolYear}` })),
    classes: classes.map((c) => ({ value: c.id, label: c.name as string, termId: c.termId as string })),
    teachers: teachers.filter((t) => !t.archived).map((t) => ({ value: t.id, label: `${t.firstName} ${t.lastName}` })),
  };
  const names = (list: { value: string; label: string }[]) => new Map(list.map((o) => [o.value, o.label]));
  return {
    choices,
    currentTermId: terms.find((t) => t.current)?.id,
    subjectName: names(choices.subjects),
    termName: names(choices.terms),
    className: names(choices.classes),
    teacherName: new Map(teachers.map((t) => [t.id, `${t.firstName} ${t.lastName}`])),
  };
}

/** A course's price, or "Free". */
function priceOf(i18n: I18n, row: RecordRow): string {
  const price = (row.price as number | null) ?? null;
  return price === null ? i18n._(msg`Free`) : formatMoney(price, row.currency as string);
}

export function CoursesScreen({ schoolId, basePath }: ListScreenProps) {
  const { t, i18n } = useLingui();
  const { choices, currentTermId, subjectName, termName } = useCourseChoices(schoolId);
  const price = (row: RecordRow) => priceOf(i18n, row);
  const subjectOf = (row: RecordRow) => subjectName.get(row.subjectId) ?? row.subjectId;
  const termOf = (row: RecordRow) => termName.get(row.termId) ?? row.termId;
  return (
    <RecordList
      schoolId={schoolId}
      collectionName="courses"
      words={{
        things: t`courses`,
        list: t`List of courses`,
        searchLabel: t`Search the list of courses`,
        searchHint: t`Search courses`,
        loading: t`Loading courses`,
        empty: t`There are no courses yet.`,
        noMatch: t`No courses match this search.`,
        shown: (first, last, total) =>
          total === null
            ? t`${first}–${last} courses`
            : t`${plural(total, { one: `${first}–${last} of # course`, other: `${first}–${last} of # courses` })}`,
      }}
      defaultSort={{ field: 'code', direction: 'asc' }}
      detailPath={(row) => `${basePath}/${row.id}`}
      columns={[
        { key: 'code', label: t`Code`, sortable: true },
        { key: 'title', label: t`Title`, sortable: true },
        { key: 'subjectId', label: t`Subject`, render: subjectOf, csv: subjectOf },
        { key: 'termId', label: t`Term`, render: termOf, csv: termOf },
        {
          key: 'modules',
          label: t`Modules`,
          render: (row) => (row.modules as CourseModule[]).length,
          csv: (row) => (row.modules as CourseModule[]).length,
        },
        { key: 'price', label: t`Price`, sortable: true, render: price, csv: price },
        {
          key: 'published',
          label: t`Published`,
          render: (row) =>
            row.published ? (
              <Badge colorPalette="green">
                <Trans>Published</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="gray">
                <Trans>Draft</Trans>
              </Badge>
            ),
          csv: (row) => (row.published ? t`Published` : t`Draft`),
        },
      ]}
      filters={[
        { field: 'termId', label: t`Term`, options: choices.terms },
        { field: 'subjectId', label: t`Subject`, options: choices.subjects },
        {
          field: 'published',
          label: t`Published`,
          options: [
            { value: true, label: t`Published courses` },
            { value: false, label: t`Drafts` },
          ],
        },
      ]}
      actions={
        <NewRecordDialog
          label={t`New course`}
          title={t`New course`}
          renderForm={(close) => <CourseForm choices={choices} defaultTermId={currentTermId} onDone={close} />}
        />
      }
    />
  );
}

/** The modules in order, each with its lectures in order: written content as text, a link as a link. */
function Syllabus({
  modules,
  files,
}: {
  modules: CourseModule[];
  /** Each lecture's file, when the reader may add and remove them (the office, the course's teachers). */
  files?: { courseId: string; lectureFiles: Record<string, FileRef | null>; where: SchoolLocale };
}) {
  const { t } = useLingui();
  const ordered = [...modules].sort((a, b) => a.order - b.order);
  return (
    <RecordSection id="syllabus-heading" title={t`Syllabus`}>
      {ordered.length === 0 ? (
        <Text color="gray.600">
          <Trans>No modules yet: edit the course to add them.</Trans>
        </Text>
      ) : (
        <Stack gap="5">
          {ordered.map((m, i) => {
            const number = i + 1;
            const { title } = m;
            return (
              <Box key={`${m.order}-${m.title}`} as="section" aria-label={t`Module ${number}: ${title}`}>
                <Heading as="h3" size="sm" mb="2">
                  <Trans>
                    Module {number}: <bdi>{title}</bdi>
                  </Trans>
                </Heading>
                {m.lectures.length === 0 ? (
                  <Text color="gray.600">
                    <Trans>No lectures yet.</Trans>
                  </Text>
                ) : (
                  <List.Root as="ol" gap="2" ps="5" aria-label={t`Lectures of module ${number}`}>
                    {[...m.lectures]
                      .sort((a, b) => a.order - b.order)
                      .map((l) => (
                        <List.Item key={`${l.order}-${l.title}`}>
                          <Text fontWeight="medium" dir="auto">
                            {l.title}
                          </Text>
                          {l.link ? (
                            <Link href={l.link} color="blue.700" target="_blank" rel="noreferrer noopener">
                              {l.link}
                            </Link>
                          ) : (
                            <Text color="gray.700" whiteSpace="pre-wrap" dir="auto">
                              {l.content}
                            </Text>
                          )}
                          {files && (
                            <LectureFileEditor
                              courseId={files.courseId}
                              lectureId={storedLectureId(m, l)}
                              title={l.title}
                              file={files.lectureFiles[lectureFileKey(storedLectureId(m, l))]}
                              where={files.where}
                            />
                          )}
                        </List.Item>
                      ))}
                  </List.Root>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </RecordSection>
  );
}

/** Names that lead to their records' pages, separated by commas; "None" for an empty list. */
function linkedNames(ids: string[], name: Map<string, string>, path: string, none: string): ReactNode {
  if (ids.length === 0) return none;
  return ids.map((id, i) => (
    <Fragment key={id}>
      {i > 0 && ', '}
      <Link asChild color="blue.700">
        <RouterLink to={`${path}/${id}`}>{name.get(id) ?? id}</RouterLink>
      </Link>
    </Fragment>
  ));
}

/** A course's page; `below` adds what other modules show of the course (its students, composed in app/). */
export function CourseDetail({
  schoolId,
  basePath,
  id,
  below,
}: DetailScreenProps & { below?: (course: SchoolRecordOf<'courses'>) => ReactNode }) {
  const { t, i18n } = useLingui();
  const { loading, record } = useRecord(schoolId, 'courses', id);
  const { choices, subjectName, termName, className, teacherName } = useCourseChoices(schoolId);
  const where = useSchoolLocale(schoolId);
  if (loading) return <PageLoader />;
  if (!record) return <NotFound homePath={basePath} />;
  const section = (name: string) => basePath.replace(/courses$/, name);
  const none = t`None`;
  return (
    <RecordDetail
      title={`${record.code} ${record.title}`}
      backPath={basePath}
      backLabel={t`All courses`}
      facts={[
        { label: t`Code`, value: record.code },
        { label: t`Title`, value: record.title },
        {
          label: t`Subject`,
          value: linkedNames([record.subjectId as string], subjectName, section('subjects'), none),
        },
        { label: t`Term`, value: linkedNames([record.termId as string], termName, section('terms'), none) },
        {
          label: t`Classes`,
          value: linkedNames(record.classIds as string[], className, section('classes'), none),
        },
        {
          label: t`Teachers`,
          value: linkedNames(record.teacherIds as string[], teacherName, section('teachers'), none),
        },
        { label: t`Price`, value: priceOf(i18n, record) },
        {
          label: t`Published`,
          value: record.published ? (
            <Badge colorPalette="green">
              <Trans>Published</Trans>
            </Badge>
          ) : (
            <Badge>
              <Trans>Draft</Trans>
            </Badge>
          ),
        },
        { label: t`Description`, value: record.description || '—' },
      ]}
      renderEditForm={(close) => <CourseForm choices={choices} course={record} onDone={close} />}
      onDelete={async () => (await callApi('deleteCourse', { id })).message}
    >
      <Syllabus
        modules={record.modules as CourseModule[]}
        files={{
          courseId: id,
          lectureFiles: (record.lectureFiles as Record<string, FileRef | null> | undefined) ?? {},
          where,
        }}
      />
      {below?.(record)}
    </RecordDetail>
  );
}

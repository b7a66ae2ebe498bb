/** The fees part of a student's record, for the office: the family's balance and credit, and what is still owed. */
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { formatDate } from '@academy/shared/date-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '@/components/ui/panel-card';
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { InvoiceStateBadge, money } from './fees-parts';
import { useFamily, useFamilyInvoices } from './use-fees';

/** How many open invoices the record lists; the family's fees page has every one. */
const OPEN_SHOWN = 6;

export function StudentFeesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { t } = useLingui();
  const firstName = student.firstName;
  // A child joins a family with their first invoice: before that there is nothing to read.
  if (!student.familyId)
    return (
      <PanelCard testId="student-fees" title={t`Fees`} loading={false}>
        <Text color="gray.700">
          <Trans>No invoice has been made for {firstName} yet.</Trans>
        </Text>
      </PanelCard>
    );
  return <FamilyFees schoolId={user.school_id} familyId={student.familyId} />;
}

function FamilyFees({ schoolId, familyId }: { schoolId: string; familyId: string }) {
  const family = useFamily(schoolId, familyId);
  const open = useFamilyInvoices(schoolId, familyId, { max: OPEN_SHOWN + 1 });
  const schoolLocale = useSchoolLocale(schoolId);
  const today = useSchoolToday(schoolId);
  // Every date on the panel is shown here, in the school's zone.
  const day = (date: string) => formatDate(date, schoolLocale);
  const invoices = [...open.rows].sort((a, b) => (a.nextDueDate ?? '').localeCompare(b.nextDueDate ?? ''));
  const f = family.family;
  const { t } = useLingui();
  const owes = f ? money(f.outstanding, f.currency) : '';
  const credit = f ? money(f.credit, f.currency) : '';
  return (
    <PanelCard
      testId="student-fees"
      title={t`Fees`}
      loading={family.loading || open.loading}
      failed={Boolean(open.error)}
    >
      {!f ? (
        <Text color="gray.700">
          <Trans>The family’s fees record could not be found.</Trans>
        </Text>
      ) : (
        <>
          <Text data-testid="family-balance">
            {f.credit > 0 ? (
              <Trans>
                The family owes {owes} and holds {credit} credit.
              </Trans>
            ) : (
              <Trans>The family owes {owes}, with no credit.</Trans>
            )}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {f.label}
          </Text>
        </>
      )}
      {invoices.length === 0 ? (
        <Text mt="3" color="gray.700">
          <Trans>No open invoices.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" mt="3" aria-label={t`Open invoices`}>
          {invoices.slice(0, OPEN_SHOWN).map((invoice) => (
            <Box as="li" key={invoice.id} borderWidth="1px" borderRadius="md" p="2" data-testid="open-invoice">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Link asChild color="blue.700" fontWeight="medium">
                  <RouterLink to={`/app/admin/fees/invoices/${invoice.id}`}>
                    {invoice.studentName}: {invoice.scheduleName}
                  </RouterLink>
                </Link>
                <InvoiceStateBadge invoice={invoice} today={today} />
              </Flex>
              <Text fontSize="sm">
                <LeftToPay
                  balance={money(invoice.balance, invoice.currency)}
                  total={money(invoice.total, invoice.currency)}
                  due={invoice.nextDueDate ? day(invoice.nextDueDate) : ''}
                />
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {invoices.length > OPEN_SHOWN && (
        <Text fontSize="sm" mt="2">
          <Trans>More open invoices are on the family’s page.</Trans>
        </Text>
      )}
      <Link asChild color="blue.700" display="inline-block" mt="3">
        <RouterLink to={`/app/admin/fees/${familyId}`}>
          <Trans>The family’s fees page</Trans>
        </RouterLink>
      </Link>
    </PanelCard>
  );
}

function LeftToPay({ balance, total, due }: { balance: string; total: string; due: string }) {
  return due ? (
    <Trans>
      {balance} of {total} to pay, next due {due}
    </Trans>
  ) : (
    <Trans>
      {balance} of {total} to pay
    </Trans>
  );
}

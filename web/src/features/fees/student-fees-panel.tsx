/** The fees part of a student's record, for the office: the family's balance and credit, and what is still owed. */
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { formatDate } from '@academy/shared/date-format';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '@/components/ui/panel-card';
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { InvoiceStateBadge, money } from './fees-parts';
import { useFamily, useFamilyInvoices } from './use-fees';

/** How many open invoices the record lists; the family's fees page has every one. */
const OPEN_SHOWN = 6;

export function StudentFeesPanel({ user, student }: { user: UserRecord; student: Student }) {
  // A child joins a family with their first invoice: before that there is nothing to read.
  if (!student.familyId)
    return (
      <PanelCard testId="student-fees" title="Fees" loading={false}>
        <Text color="gray.700">No invoice has been made for {student.firstName} yet.</Text>
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
  return (
    <PanelCard testId="student-fees" title="Fees" loading={family.loading || open.loading} failed={Boolean(open.error)}>
      {!f ? (
        <Text color="gray.700">The family’s fees record could not be found.</Text>
      ) : (
        <>
          <Text data-testid="family-balance">
            The family owes {money(f.outstanding, f.currency)}
            {f.credit > 0 ? ` and holds ${money(f.credit, f.currency)} credit` : ', with no credit'}.
          </Text>
          <Text fontSize="sm" color="gray.700">
            {f.label}
          </Text>
        </>
      )}
      {invoices.length === 0 ? (
        <Text mt="3" color="gray.700">
          No open invoices.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" mt="3" aria-label="Open invoices">
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
                {money(invoice.balance, invoice.currency)} of {money(invoice.total, invoice.currency)} to pay
                {invoice.nextDueDate ? `, next due ${day(invoice.nextDueDate)}` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {invoices.length > OPEN_SHOWN && (
        <Text fontSize="sm" mt="2">
          More open invoices are on the family’s page.
        </Text>
      )}
      <Link asChild color="blue.700" display="inline-block" mt="3">
        <RouterLink to={`/app/admin/fees/${familyId}`}>The family’s fees page</RouterLink>
      </Link>
    </PanelCard>
  );
}

import { Badge, HStack, Text } from '@chakra-ui/react';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentClass } from './current-class';
import type { CurrentClassState } from './use-current-class';
import { SelectField } from '@/components/ui/select-field';

const TYPE_LABEL = { homeroom: msg`Homeroom`, subject: msg`Subject class` } as const;
const STATUS_LABEL = { current: msg`This term`, upcoming: msg`Next term`, ended: msg`Past term` } as const;

/** A choice in the switcher: the class's name, whether it is a homeroom or a subject class, and its term if not this one. */
function optionLabel(c: CurrentClass, t: ReturnType<typeof useLingui>['t']) {
  const name = c.class;
  const type = c.type;
  const term = c.status;
  return c.status === 'current'
    ? t(msg`${name} (${select(type, { homeroom: 'homeroom', other: 'subject class' })})`)
    : t(
        msg`${name} (${select(type, { homeroom: 'homeroom', other: 'subject class' })}, ${select(term, { upcoming: 'next term', other: 'past term' })})`,
      );
}

/** The teacher's current class, with a switcher when they teach more than one. */
export function CurrentClassSwitcher({ state }: { state: CurrentClassState }) {
  const { current, choices, choose } = state;
  const { t } = useLingui();
  if (!current) return null;
  return (
    <HStack gap="3" wrap="wrap" aria-label={t`Current class`} role="group">
      <Text fontWeight="medium">
        <Trans>Current class</Trans>
      </Text>
      {choices.length > 1 ? (
        <SelectField
          width="auto"
          minW="220px"
          aria-label={t`Switch class`}
          value={current.classId}
          onChange={choose}
          options={choices.map((c) => ({ value: c.classId, label: optionLabel(c, t) }))}
        />
      ) : (
        <Text fontSize="lg" fontWeight="semibold">
          {current.class}
        </Text>
      )}
      <Badge colorPalette={current.type === 'homeroom' ? 'purple' : 'blue'}>{t(TYPE_LABEL[current.type])}</Badge>
      <Badge colorPalette={current.status === 'current' ? 'green' : 'gray'}>{t(STATUS_LABEL[current.status])}</Badge>
    </HStack>
  );
}

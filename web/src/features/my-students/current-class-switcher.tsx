import { Badge, HStack, Text } from '@chakra-ui/react';
import type { CurrentClass } from './current-class';
import type { CurrentClassState } from './use-current-class';
import { SelectField } from '@/components/ui/select-field';

const TYPE_LABEL = { homeroom: 'Homeroom', subject: 'Subject class' } as const;
const STATUS_LABEL = { current: 'This term', upcoming: 'Next term', ended: 'Past term' } as const;

function optionLabel(c: CurrentClass) {
  return `${c.class} (${TYPE_LABEL[c.type].toLowerCase()}${c.status === 'current' ? '' : `, ${STATUS_LABEL[c.status].toLowerCase()}`})`;
}

/** The teacher's current class, with a switcher when they teach more than one. */
export function CurrentClassSwitcher({ state }: { state: CurrentClassState }) {
  const { current, choices, choose } = state;
  if (!current) return null;
  return (
    <HStack gap="3" wrap="wrap" aria-label="Current class" role="group">
      <Text fontWeight="medium">Current class</Text>
      {choices.length > 1 ? (
        <SelectField
          width="auto"
          minW="220px"
          aria-label="Switch class"
          value={current.classId}
          onChange={choose}
          options={choices.map((c) => ({ value: c.classId, label: optionLabel(c) }))}
        />
      ) : (
        <Text fontSize="lg" fontWeight="semibold">
          {current.class}
        </Text>
      )}
      <Badge colorPalette={current.type === 'homeroom' ? 'purple' : 'blue'}>{TYPE_LABEL[current.type]}</Badge>
      <Badge colorPalette={current.status === 'current' ? 'green' : 'gray'}>{STATUS_LABEL[current.status]}</Badge>
    </HStack>
  );
}

import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { activateLanguage, LANGUAGES, languageName, PSEUDO } from '@/lib/i18n';

/**
 * Choose the language to read Academy in: each language by its own name. The choice is kept in this browser; a
 * signed-in person's is also kept on the account (`onChosen`), so what the school sends them comes in it too.
 * A plain native select: the public site's first load carries it, so it stays small.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: string) => void }) {
  const { i18n, t } = useLingui();
  const languages = i18n.locale === PSEUDO ? [...LANGUAGES, PSEUDO] : LANGUAGES;
  return (
    <chakra.select
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => {
        const language = e.target.value;
        void activateLanguage(language).then(() => onChosen?.(language));
      }}
      h="8"
      px="2"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      bg="white"
      color="gray.800"
      fontSize="sm"
      cursor="pointer"
    >
      {languages.map((l) => (
        <option key={l} value={l} lang={l === PSEUDO ? 'en' : l}>
          {languageName(l)}
        </option>
      ))}
    </chakra.select>
  );
}

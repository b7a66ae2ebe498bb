import { Badge, Box, Button, Flex, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import {
  type AttendanceCode,
  presentCode,
  type RegisterMark,
  registerId as registerIdOf,
} from '@academy/shared/attendance';
import { formatDate, formatTime, type SchoolLocale } from '@academy/shared/date-format';
import { schoolToday } from '@academy/shared/school-time';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { StudentPhoto } from '@/components/files/student-photo';
import { useClassPhotos } from '@/components/files/use-class-photos';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError, callApi } from '@/lib/api';
import { codeLabel, REASON_LABEL, sessionName } from './attendance-words';
import { type PendingRegister, queuePending, setPendingMark, usePendingMarks } from './pending-marks';
import { useAbsenceReports, useClassRoster, useRegister } from './use-attendance';

const CODE_COLOUR: Record<string, string> = { P: 'green', L: 'orange', A: 'red', E: 'blue', O: 'purple', T: 'orange' };
export const codeColour = (code: AttendanceCode) =>
  CODE_COLOUR[code.letter] ?? (code.countsAsPresent ? (code.minutesLate ? 'orange' : 'green') : 'red');

export interface RegisterWhere {
  classId: string;
  className: string;
  date: string;
  session: string;
  sessionLabel: string;
}

/** The server's answer or refusal; offline: no answer came, and the screen says so in its own words. */
type SendResult =
  { ok: true; message: string } | { ok: false; offline: false; message: string } | { ok: false; offline: true };

/** Sends one register's unsent marks; a network failure leaves them waiting on the device. */
export async function sendPending(
  registerId: string,
  register: PendingRegister,
  forget: (id: string, sent: PendingRegister['marks']) => void,
  hold: (id: string) => void,
  reason?: string,
): Promise<SendResult> {
  try {
    const res = await callApi('saveRegister', {
      classId: register.classId,
      date: register.date,
      session: register.session,
      marks: register.marks,
      ...(reason ? { reason } : {}),
    });
    forget(registerId, register.marks);
    return { ok: true, message: res.message };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      hold(registerId);
      return { ok: false, offline: false, message: error.message };
    }
    return { ok: false, offline: true };
  }
}

/**
 * Sends every register the teacher asked to save whose marks are still waiting, when the connection comes back: on the
 * browser's "online" event, and by trying every few seconds while marks wait (the event is not always fired), one run
 * at a time. Marks not yet saved by the teacher stay on the device.
 */
export function useSendWhenOnline(uid: string) {
  const { pending, forget, hold } = usePendingMarks(uid);
  const queued = Object.entries(pending).filter(([, register]) => register.queued);
  const running = useRef(false);
  const flush = useCallback(async () => {
    // navigator.onLine is not trusted: a machine with only a local network reports itself offline.
    if (running.current) return;
    running.current = true;
    try {
      for (const [id, register] of Object.entries(pending))
        if (register.queued) await sendPending(id, register, forget, hold);
    } finally {
      running.current = false;
    }
  }, [pending, forget, hold]);
  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = queued.length > 0 ? window.setInterval(onOnline, 5_000) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [flush, queued.length]);
}

/**
 * One register: a large control per student (a button per code), "All present", minutes late and a note per mark,
 * who took it and when, other people's changes live. Marks are kept on the device until the server has them.
 */
export function RegisterSheet({
  schoolId,
  uid,
  where,
  codes,
  schoolLocale,
  canAskReason,
  onClose,
}: {
  schoolId: string;
  uid: string;
  where: RegisterWhere;
  codes: AttendanceCode[];
  schoolLocale: SchoolLocale;
  /** The office may change a closed register, giving a reason. */
  canAskReason: boolean;
  onClose: () => void;
}) {
  const id = registerIdOf(where.classId, where.date, where.session);
  const { loading, register } = useRegister(schoolId, id);
  const current = useClassRoster(schoolId, where.classId, where.date);
  const { reports } = useAbsenceReports(schoolId, where.date, where.classId);
  const photos = useClassPhotos(where.classId);
  const { pending, forget, hold } = usePendingMarks(uid);
  const unsent = pending[id]?.marks ?? {};
  const unsentCount = Object.keys(unsent).length;
  const [outcome, setOutcome] = useState<SendResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [noteOpen, setNoteOpen] = useState<string | null>(null);
  const { t } = useLingui();

  if (loading || (!register && current.loading)) return <PageLoader label={t`Opening the register`} />;
  const roster = register?.roster ?? current.roster;
  const saved: Record<string, RegisterMark> = register?.marks ?? {};
  const present = presentCode(codes);
  const place = { classId: where.classId, date: where.date, session: where.session };

  const markOf = (sid: string) => unsent[sid] ?? saved[sid];
  const mark = (sid: string, change: Partial<{ code: string; minutesLate: number; note: string }>) => {
    const before = markOf(sid);
    const code = change.code ?? before?.code ?? present.letter;
    const minutes = change.minutesLate ?? before?.minutesLate ?? undefined;
    const note = change.note ?? before?.note ?? '';
    setPendingMark(uid, id, place, sid, {
      code,
      ...(minutes !== undefined && minutes !== null && codes.find((c) => c.letter === code)?.minutesLate
        ? { minutesLate: minutes }
        : {}),
      ...(note ? { note } : {}),
      at: Date.now(),
    });
    setOutcome(null);
  };
  const allPresent = () => {
    for (const r of roster) if (!markOf(r.studentId)) mark(r.studentId, { code: present.letter });
  };
  const unmarked = roster.filter((r) => !markOf(r.studentId)).length;
  const className = where.className;
  const session = sessionName(where, t);
  const day = formatDate(where.date, schoolLocale);
  // Only after a save found no connection are marks said to wait for it; before that they are simply not saved yet.
  const unsentWords =
    outcome?.ok === false && outcome.offline
      ? t`${plural(unsentCount, { one: '# mark waiting on this device: sent when the connection comes back.', other: '# marks waiting on this device: sent when the connection comes back.' })}`
      : t`${plural(unsentCount, { one: '# mark not saved yet: Save register sends them.', other: '# marks not saved yet: Save register sends them.' })}`;
  const takenLine = () => {
    if (!register) return t`${day} · Not taken yet`;
    const by = register.takenByName;
    const at = formatTime(register.takenAt, schoolLocale);
    const changed = formatTime(register.updatedAt, schoolLocale);
    return register.updatedAt !== register.takenAt
      ? t`${day} · Taken by ${by} at ${at}, last change ${changed}`
      : t`${day} · Taken by ${by} at ${at}`;
  };

  async function save() {
    const register = queuePending(uid, id);
    if (!register) return;
    setBusy(true);
    const result = await sendPending(id, register, forget, hold, reason.trim() || undefined);
    setBusy(false);
    setOutcome(result);
  }

  return (
    <Stack gap="4" mt="4" data-testid="register-sheet">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Text as="h2" fontSize="xl" fontWeight="semibold">
            {t`${className}: ${session}`}
          </Text>
          <Text color="gray.700" fontSize="sm">
            {takenLine()}
          </Text>
        </Box>
        <Button variant="outline" onClick={onClose}>
          <Trans>Back to registers</Trans>
        </Button>
      </Flex>

      {!register && where.date < schoolToday(schoolLocale.timeZone) && (
        <Box role="note" p="3" bg="orange.50" borderWidth="1px" borderColor="orange.300" borderRadius="md">
          <Trans>
            This register was not taken on its day, so it lists {className} as it is now, leaving out anyone enrolled
            after {day}. A student who has moved to another class since then is not listed here.
          </Trans>
        </Box>
      )}

      <HStack gap="3" wrap="wrap">
        <Button colorPalette="green" variant="outline" size="lg" onClick={allPresent} disabled={unmarked === 0}>
          <Trans>All present</Trans>
        </Button>
        <Text fontSize="sm" color="gray.700">
          {unmarked === 0 ? t`Everyone has a mark.` : t`${unmarked} without a mark`}
        </Text>
      </HStack>

      <Stack gap="2" as="ul" listStyleType="none" aria-label={t`Students`}>
        {roster.map(({ studentId, name }) => {
          const m = markOf(studentId);
          const code = codes.find((c) => c.letter === m?.code);
          const waiting = !!unsent[studentId];
          const savedMark = saved[studentId];
          const report = reports.find((r) => r.studentId === studentId);
          const reason = report ? t(REASON_LABEL[report.reason]).toLocaleLowerCase() : '';
          const by = savedMark?.byName;
          return (
            <Box
              as="li"
              key={studentId}
              p="3"
              bg="white"
              borderWidth="1px"
              borderRadius="md"
              data-testid={`mark-${studentId}`}
            >
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <HStack gap="2">
                  <StudentPhoto fileId={photos.get(studentId)} alt="" size="10" />
                  <Text fontWeight="semibold">{name}</Text>
                </HStack>
                <HStack gap="2">
                  {report && (
                    <Badge colorPalette={report.state === 'confirmed' ? 'green' : 'orange'}>
                      {report.state === 'confirmed'
                        ? t`Absence confirmed: ${reason}`
                        : t`Reported by parent: ${reason}`}
                    </Badge>
                  )}
                  {waiting && (
                    <Badge colorPalette="yellow" variant="solid">
                      <Trans>Not sent</Trans>
                    </Badge>
                  )}
                  {!waiting && savedMark && savedMark.byUid !== uid && (
                    <Text fontSize="xs" color="gray.700">
                      <Trans>by {by}</Trans>
                    </Text>
                  )}
                </HStack>
              </Flex>
              <HStack gap="2" mt="2" wrap="wrap" role="group" aria-label={t`Mark for ${name}`}>
                {codes.map((c) => {
                  const label = codeLabel(c, t);
                  const letter = c.letter;
                  return (
                    <Button
                      key={c.letter}
                      minW="12"
                      h="12"
                      fontSize="lg"
                      variant={m?.code === c.letter ? 'solid' : 'outline'}
                      colorPalette={codeColour(c)}
                      // The palette's own solid shade is too light for white text (WCAG AA): one darker.
                      bg={m?.code === c.letter ? `${codeColour(c)}.700` : 'white'}
                      aria-pressed={m?.code === c.letter}
                      aria-label={t`${label} (${letter})`}
                      title={label}
                      onClick={() => mark(studentId, { code: c.letter })}
                    >
                      {c.letter}
                    </Button>
                  );
                })}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setNoteOpen(noteOpen === studentId ? null : studentId)}
                  aria-expanded={noteOpen === studentId}
                >
                  {m?.note ? t`Note ✓` : t`Note`}
                </Button>
              </HStack>
              {code?.minutesLate && (
                <HStack mt="2" gap="2">
                  <chakra.label display="block" htmlFor={`late-${studentId}`} fontSize="sm">
                    <Trans>Minutes late</Trans>
                  </chakra.label>
                  <Input
                    id={`late-${studentId}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={600}
                    w="24"
                    bg="white"
                    value={m?.minutesLate ?? ''}
                    onChange={(e) =>
                      mark(studentId, { minutesLate: Math.max(0, Math.min(600, Number(e.target.value) || 0)) })
                    }
                  />
                </HStack>
              )}
              {noteOpen === studentId && (
                <Input
                  mt="2"
                  bg="white"
                  aria-label={t`Note for ${name}`}
                  maxLength={500}
                  defaultValue={m?.note ?? ''}
                  placeholder={t`A note on this mark`}
                  onBlur={(e) => mark(studentId, { note: e.target.value.trim() })}
                />
              )}
            </Box>
          );
        })}
      </Stack>

      {canAskReason && (
        <Box>
          <chakra.label display="block" htmlFor="register-reason" fontSize="sm">
            <Trans>Reason for a change after the day (office only)</Trans>
          </chakra.label>
          <Input
            id="register-reason"
            bg="white"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Box>
      )}

      <Box position="sticky" bottom="0" bg="gray.50" py="3" borderTopWidth="1px">
        <Flex gap="3" align="center" wrap="wrap">
          <Button colorPalette="blue" size="lg" onClick={() => void save()} loading={busy} disabled={unsentCount === 0}>
            <Trans>Save register</Trans>
          </Button>
          <Text role="status" fontSize="sm" color="gray.700">
            {unsentCount > 0 ? unsentWords : outcome?.ok ? outcome.message : register ? t`All marks saved.` : ''}
          </Text>
          {outcome && !outcome.ok && unsentCount > 0 && (
            <Text role="alert" fontSize="sm" color="red.700">
              {outcome.offline ? t`No connection: the marks are kept on this device.` : outcome.message}
            </Text>
          )}
        </Flex>
      </Box>
    </Stack>
  );
}

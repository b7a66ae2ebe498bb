import { logger } from 'firebase-functions';

export const logs = {
  unexpectedError: (path: string, error: unknown) =>
    logger.error(
      `Unhandled error on ${path}`,
      error instanceof Error ? { message: error.message, stack: error.stack } : error,
    ),
  tokenRejected: (code: string) => logger.info(`ID token rejected: ${code}`),
  mailFailed: (kind: string, error: unknown) =>
    logger.warn(`A ${kind} e-mail could not be sent`, error instanceof Error ? error.message : error),
  zoneNotDefined: (timeZone: string) =>
    logger.warn(`No VTIMEZONE for ${timeZone}: calendar feeds go without it until timezones-ical-library knows it`),
  guardiansFollowed: (schoolId: string, studentId: string, changed: number) =>
    logger.info(`Guardians of ${studentId} (${schoolId}) changed: ${changed} records follow them`),
  inviteChunkRepeated: (path: string) => logger.info(`${path}: this chunk was already done (an event delivered again)`),
  imageUnreadable: (fileId: string, error: unknown) =>
    logger.warn(`File ${fileId} could not be read as an image`, error instanceof Error ? error.message : error),
  jobRan: (name: string, said: string) => logger.info(`${name}: ${said}`),
  inviteJobFailed: (path: string, error: unknown) =>
    logger.error(`${path} stopped`, error instanceof Error ? { message: error.message, stack: error.stack } : error),
  dataJobFailed: (path: string, error: unknown) =>
    logger.error(`${path} stopped`, error instanceof Error ? { message: error.message, stack: error.stack } : error),
};

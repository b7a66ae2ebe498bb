/**
 * The school's logo: one picture on the school's own record (`schools/{school}.logo`). Only the school's Admins put it
 * there or take it away; everyone signed in to the school reads it, as it is the school's public face (and anyone may
 * see the picture alone through `GET /api/school/logo`).
 */
import type { FileRef } from '@academy/shared/files';
import type { Caller } from './caller';
import { forbidden, notFound, say } from './errors';
import { fileIdOf, type PlaceRules } from './file-reads';
import { db } from './firebase';

const MESSAGES = {
  notThisSchool: /*i18n*/ {
    id: 'api.files.logo-other-school',
    message: 'A logo can be added only to your own school.',
  },
  adminsOnly: /*i18n*/ { id: 'api.files.logo-admins', message: "Only the school's Admins can change its logo." },
};

/** The record a logo belongs to is the caller's own school: any other id is not a school of theirs. */
const ownSchool = (caller: Caller, recordId: string) => recordId === caller.school_id;

export const logo: PlaceRules = {
  owner: (caller) => db.doc(`schools/${caller.school_id}`),
  field: 'logo',
  single: true,
  async mayAttach(caller, school, _tx, recordId) {
    if (!school || !ownSchool(caller, recordId)) throw notFound(say(MESSAGES.notThisSchool));
    if (caller.role !== 'Admin') throw forbidden(say(MESSAGES.adminsOnly));
  },
  mayRead: async (caller, school, file) =>
    !!school &&
    ownSchool(caller, file.recordId) &&
    (school.logo as FileRef | null | undefined)?.fileId === fileIdOf(file),
  mayDelete: async (caller, _school, file) => caller.role === 'Admin' && ownSchool(caller, file.recordId),
};

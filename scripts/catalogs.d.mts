import type { Messages } from '@lingui/core';
import type { Plugin } from 'vite';

export const LOCALES_DIR: string;
export const ROOT_DIR: string;
export const SOURCE: string;
export const PSEUDO: string;
export const LANDING_PATHS: string[];
export const STAFF_ONLY_PATHS: string[];
export interface CatalogueEntry {
  message?: string;
  translation?: string;
  origin?: [string, number?][];
  obsolete?: boolean;
}
export function languages(): string[];
export function readCatalogue(language: string): Promise<Record<string, CatalogueEntry>>;
export function usedUnder(entry: CatalogueEntry, paths: string[]): boolean;
export function compiledPart(language: string, part: 'landing' | 'app'): Promise<Messages>;
export function compiledAll(): Promise<Record<string, Messages>>;
export function compileMacros(code: string, filename: string): Promise<{ code: string; map: unknown } | null>;
export function linguiVite(): Plugin[];

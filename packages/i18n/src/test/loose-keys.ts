import type { ComponentType, ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../instance';

/**
 * This package's tests make namespaces up (`probe`, `test-a`) or read other packages' files,
 * whose keys the typed keys (index.ts) do not know: the tests reach i18next through these
 * untyped doors instead. Product code never does.
 */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export const looseT: LooseT = (key, options) => i18n.t(key as never, options as never) as unknown as string;

export const looseFixedT = (lng: string | null, ns: string): LooseT => i18n.getFixedT(lng as never, ns as never) as unknown as LooseT;

export const useLooseTranslation = useTranslation as unknown as (ns?: string | string[]) => { t: LooseT; i18n: typeof i18n };

export const LooseTrans = Trans as unknown as ComponentType<{ t: LooseT; i18nKey: string; values?: Record<string, unknown>; components: Record<string, ReactElement> }>;

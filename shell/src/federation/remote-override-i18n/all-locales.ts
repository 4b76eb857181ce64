import type { Locale } from '@atrium/i18n';
import af from './af.json';
import ar from './ar.json';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hi from './hi.json';
import it from './it.json';
import iw from './iw.json';
import ja from './ja.json';
import ko from './ko.json';
import nl from './nl.json';
import pl from './pl.json';
import pt from './pt.json';
import ru from './ru.json';
import th from './th.json';
import tr from './tr.json';
import tw from './tw.json';
import vi from './vi.json';
import zh from './zh.json';

/**
 * Every locale's messages of the remote override in one chunk: it loads only in a non-production
 * tenant, and one chunk keeps the shell's chunk map (part of every first load) one entry long
 * instead of 21.
 */
export const messages: Record<Locale, typeof en> = { af, ar, da, de, en, es, fr, hi, it, iw, ja, ko, nl, pl, pt, ru, th, tr, tw, vi, zh };

import type { Settings } from '@atrium/api';
import { useSettingsStore } from '@atrium/platform';
import type { Notice } from '@atrium/api';

let nextId = 1;

/** A notice as the server sends it, with what the test cares about. */
export function notice(fields: Partial<Notice> = {}): Notice {
  const id = fields.id ?? nextId++;
  return {
    id,
    key: 'NOTICE',
    modelKey: null,
    title: `Notice ${id}`,
    summary: '',
    content: `<p>Content ${id}</p>`,
    imgUrl: null,
    createTime: '2025-03-05 10:00:00',
    ...fields,
  };
}

/** Puts server settings in the platform store, as the shell does at boot. */
export function setSettings(fields: Partial<Settings>): void {
  useSettingsStore.setState({ settings: { ...fields } as Settings });
}

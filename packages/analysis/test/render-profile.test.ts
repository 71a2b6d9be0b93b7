import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLockedDownProfile } from '../src/render-page-count.ts';

/** `component/group:prop` → value of each setting in a registrymodifications.xcu. */
const readSettings = (xml: string): Map<string, string> => {
  const settings = new Map<string, string>();
  const item =
    /<item oor:path="([^"]+)"><prop oor:name="([^"]+)" oor:op="fuse"><value>([^<]*)<\/value><\/prop><\/item>/g;
  for (const [, group, name, value] of xml.matchAll(item)) settings.set(`${group}:${name}`, value ?? '');
  return settings;
};

describe("LibreOffice's throwaway profile", () => {
  it('never updates links or fields on load and never runs macros', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sello-profile-test-'));
    try {
      await writeLockedDownProfile(folder);
      const settings = readSettings(await readFile(path.join(folder, 'user', 'registrymodifications.xcu'), 'utf8'));
      // Writer's link-update modes (sw/inc/linkenum.hxx): 0 never, 1 on request, 2 always.
      expect(settings.get('/org.openoffice.Office.Writer/Content/Update:Link')).toBe('0');
      expect(settings.get('/org.openoffice.Office.Writer/Content/Update:Field')).toBe('false');
      expect(settings.get('/org.openoffice.Office.Common/Security/Scripting:DisableMacrosExecution')).toBe('true');
      expect(settings.get('/org.openoffice.Office.Common/Security/Scripting:MacroSecurityLevel')).toBe('3');
      expect(settings.get('/org.openoffice.Office.Common/Security/Scripting:BlockUntrustedRefererLinks')).toBe('true');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

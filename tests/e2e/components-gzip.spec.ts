// The components list goes out as one gzip body joined from pieces compressed one by one and
// patched piece by piece (server/admin/surveys/gzip-pieces.ts). That the format allows it is not
// enough: Chromium, which the designer runs in, must read it as the list, before and after a patch.
import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './support';

/** Enough rows for several pieces (a piece holds ~256 rows): 4 questions × 50 answers. */
function largeList() {
  const items: object[] = [{ action: 'post', kind: 'group', client_ref: 'g' }];
  for (let q = 0; q < 4; q++) {
    const question = items.push({ action: 'post', kind: 'question', client_ref: `q${q}`, parent: { index: 0 }, fields: { question_type: 'single' } }) - 1;
    const group = items.push({ action: 'post', kind: 'answer_group', client_ref: `ag${q}`, parent: { index: question }, fields: { answer_group_type: 'single' } }) - 1;
    for (let a = 0; a < 50; a++) {
      items.push({ action: 'post', kind: 'answer', client_ref: `a${q}-${a}`, parent: { index: group }, fields: { default_language_data: { label: `Answer ${a} «${q}» 🙂 "quoted"` } } });
    }
  }
  return items;
}

/** The list as Chromium's fetch reads it, and the encoding it came in. */
async function fetchInChromium(page: Page, url: string, token: string) {
  const seen = page.waitForResponse((response) => response.url().endsWith(url));
  const text = await page.evaluate(async ([path, code]) => (await fetch(path!, { headers: { Authorization: `Token ${code}` } })).text(), [url, token]);
  return { text, encoding: (await seen).headers()['content-encoding'] };
}

test('Chromium reads the components list sent as patched gzip pieces', async ({ page, request }) => {
  const token = await apiToken(request);
  const auth = { Authorization: `Token ${token}` };
  const created = await request.post('/admin/api/surveys', { headers: auth, data: { title: 'Pieces' } });
  expect(created.status()).toBe(201);
  const url = `/admin/api/surveys/${(await created.json()).survey.id}/components`;
  const posted = await request.post(url, { headers: auth, data: largeList() });
  expect(posted.status(), await posted.text()).toBe(200);
  const answer = (await posted.json()).items.at(-1).id as string;
  // The app's page: same origin as the API, and its CSP lets it fetch there, as the designer does.
  await page.goto('/');

  for (const round of ['built whole', 'patched']) {
    const plain = await request.get(url, { headers: { ...auth, 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const expected = await plain.text();
    const read = await fetchInChromium(page, url, token);
    expect(read.encoding, round).toBe('gzip');
    expect(read.text === expected, `${round}: Chromium read the list as sent plain`).toBe(true);
    expect(JSON.parse(read.text).components.length).toBeGreaterThan(200);
    // One answer changed: the next read joins the kept pieces with one compressed anew.
    const patched = await request.post(url, { headers: auth, data: [{ action: 'patch', id: answer, fields: { default_language_data: { label: 'Patched' } } }] });
    expect(patched.status()).toBe(200);
  }
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_FULL_MESSAGE } from '../../apps/api/src/storage/storage-outage.ts';
import { customerAddress, documentText, sha256 } from '../support/customer.ts';
import { download, request, type TResponse } from '../support/http.ts';
import type { TScenario } from '../support/scenario.ts';
import { startSite } from '../support/site.ts';
import { judgeUnavailable } from '../support/step.ts';

/** Every file under the data directory's files/ (stored ones, and any partial `.part` left behind). */
const storedFiles = (dataDir: string) => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else found.push(entry.name);
    }
  };
  walk(path.join(dataDir, 'files'));
  return found;
};

/** A text document of about `bytes` bytes, unique per call. */
const documentOf = (bytes: number) => Buffer.from(documentText(Math.ceil(bytes / 12))).subarray(0, bytes);

/**
 * Local storage on a data directory that fills up: a tmpfs of 3 MB (the instances' shared DATA_DIR; PostgreSQL and
 * the logs live elsewhere). Ten customers announce 400 KB documents at once — each fits the room left when it asks,
 * together they do not — and PUT them together: those that do not fit are refused with 503, Retry-After and the
 * storage message, their partial file removed and their row left as it was; a document announced larger than the
 * room left is refused before any row is written. The site keeps serving meanwhile (pages, health, reads, stored
 * files, quotes by manual estimate). Then the disk is grown (remount), and the refused links store their documents.
 */
export const scenario: TScenario = {
  name: 'disk-full',
  title: 'Full disk (local storage)',
  run: async (ctx) => {
    const failures: string[] = [];
    const documentBytes = 400 * 1024;
    const uploads = ctx.short ? 10 : 20;
    const diskMb = ctx.short ? 3 : 6;
    const dataDir = path.join(ctx.workDir, 'data');
    mkdirSync(dataDir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${diskMb}m,mode=0700`, 'tmpfs', dataDir]);
    let requests = 0;
    const judged: TResponse[] = [];
    try {
      const site = await startSite({
        workDir: ctx.workDir,
        instances: 2,
        database: 'postgres',
        storage: 'local',
        dataDir,
      });
      try {
        const [a, b] = site.instances.map((instance) => instance.url) as [string, string];
        const call = (baseUrl: string, options: Parameters<typeof request>[1]) => {
          requests += 1;
          return request(baseUrl, options).then((response) => {
            judged.push(response);
            return response;
          });
        };
        const isFullRefusal = (response: TResponse) =>
          response.status === 503 && judgeUnavailable(response, STORAGE_FULL_MESSAGE).length === 0;
        // Every customer asks first (each fits the room left now), then all PUT at once.
        const documents = Array.from({ length: uploads }, () => documentOf(documentBytes));
        const presigned = await Promise.all(
          documents.map((bytes, index) =>
            call(index % 2 ? a : b, {
              method: 'POST',
              path: '/api/uploads/presigned-url',
              body: { files: [{ filename: 'statement.txt', contentType: 'text/plain', size: bytes.length }] },
              clientIp: customerAddress(index),
            }),
          ),
        );
        const links = presigned.map((response, index) => {
          if (response.status === 200) return response.json.uploads[0] as { fileKey: string; uploadUrl: string };
          if (!isFullRefusal(response)) failures.push(`presign ${index}: ${response.status} ${response.text}`);
          return null;
        });
        const put = (index: number) => {
          const link = links[index];
          if (!link) return Promise.resolve(null);
          return call(index % 2 ? b : a, {
            method: 'PUT',
            path: link.uploadUrl,
            rawBody: documents[index],
            contentType: 'text/plain',
            clientIp: customerAddress(index),
          });
        };
        const puts = await Promise.all(documents.map((_, index) => put(index)));
        const stored = new Set<string>();
        const refused: number[] = [];
        puts.forEach((response, index) => {
          const link = links[index];
          if (!response || !link) return;
          if (response.status === 200) stored.add(link.fileKey);
          else if (isFullRefusal(response)) refused.push(index);
          else failures.push(`upload ${index}: ${response.status} ${response.error ?? response.text.slice(0, 160)}`);
        });
        ctx.log(`${stored.size} stored, ${refused.length} refused for want of room`);
        if (refused.length === 0) failures.push(`the ${diskMb} MB disk never filled: nothing was refused`);
        // With nothing stored, the checks on the full disk's stored files below would pass having checked nothing.
        if (stored.size === 0) failures.push('no upload was stored: the disk was full before the customers came');

        // What the refused uploads left: no partial file, the database as the stored ones left it.
        const onDisk = storedFiles(dataDir);
        const partial = onDisk.filter((name) => !stored.has(name));
        if (partial.length > 0) failures.push(`${partial.length} partial or unknown files left: ${partial.join(', ')}`);
        for (const key of stored) if (!onDisk.includes(key)) failures.push(`stored upload ${key} is not on disk`);
        const rows = await site.query<{ file_key: string; status: string; size: number | null }>(
          'select file_key, status, size from files',
        );
        for (const index of refused) {
          const row = rows.find((candidate) => candidate.file_key === links[index]?.fileKey);
          if (row?.status !== 'pending' || row.size !== null) {
            failures.push(`refused upload ${index}: its row changed (${JSON.stringify(row)})`);
          }
        }
        for (const key of stored) {
          if (rows.find((row) => row.file_key === key)?.status !== 'uploaded')
            failures.push(`stored ${key}: not uploaded`);
        }

        // A document announced larger than the room left: refused before a row is written.
        const countBefore = rows.length;
        const tooLarge = await call(a, {
          method: 'POST',
          path: '/api/uploads/presigned-url',
          body: { files: [{ filename: 'scan.txt', contentType: 'text/plain', size: diskMb * 1024 * 1024 }] },
          clientIp: customerAddress(5_000),
        });
        if (!isFullRefusal(tooLarge))
          failures.push(`a presign past the room left: ${tooLarge.status} ${tooLarge.text}`);
        const countAfter = (await site.query('select file_key from files')).length;
        if (countAfter !== countBefore) failures.push('a refused presign wrote a file row');

        // The site keeps serving: pages, health, a manual quote, a stored file analysed, quoted, ordered, downloaded.
        for (const instance of site.instances) {
          const home = await call(instance.url, { path: '/' });
          if (home.status !== 200) failures.push(`GET / on ${instance.name}: ${home.status}`);
          const ready = await call(instance.url, { path: '/api/ready' });
          if (ready.status !== 200) failures.push(`/api/ready on ${instance.name}: ${ready.status}`);
          const manual = await call(instance.url, {
            method: 'POST',
            path: '/api/quotes',
            body: { manualEstimate: { pages: 2 }, sourceLanguage: 'spanish', targetLanguage: 'english' },
            clientIp: customerAddress(6_000),
          });
          if (manual.status !== 201) failures.push(`manual quote on ${instance.name}: ${manual.status}`);
        }
        const [firstStored] = stored;
        const storedIndex = links.findIndex((link) => link?.fileKey === firstStored);
        if (firstStored && storedIndex >= 0) {
          const clientIp = customerAddress(storedIndex);
          const analysed = await call(b, {
            method: 'POST',
            path: '/api/analyze/document',
            body: { fileKey: firstStored, filename: 'statement.txt' },
            clientIp,
          });
          if (analysed.status !== 200) failures.push(`analysing a stored file: ${analysed.status} ${analysed.text}`);
          const quote = await call(a, {
            method: 'POST',
            path: '/api/quotes',
            body: { files: [{ fileKey: firstStored }], sourceLanguage: 'spanish', targetLanguage: 'english' },
            clientIp,
          });
          if (quote.status !== 201) failures.push(`a quote from a stored file: ${quote.status} ${quote.text}`);
          const staff = await call(a, {
            method: 'POST',
            path: '/api/auth/signin',
            body: site.admin,
            clientIp: customerAddress(7_000),
          });
          const quoteId = quote.json?.quote?.quoteId as string | undefined;
          const order = quoteId
            ? await call(b, {
                method: 'POST',
                path: '/api/orders',
                body: {
                  quoteId,
                  serviceType: 'professional',
                  customerInfo: {
                    firstName: 'Disk',
                    lastName: 'Full',
                    email: 'disk.full@chaos.test',
                    phone: '+1 312 555 0142',
                    address: '100 N State St',
                    city: 'Chicago',
                    state: 'IL',
                    zipCode: '60602',
                  },
                },
                clientIp,
              })
            : null;
          if (order?.status !== 201) failures.push(`an order on the full disk: ${order?.status} ${order?.text}`);
          else {
            const link = await call(a, {
              path: `/api/orders/${order.json.order.orderId}/files/${firstStored}/download`,
              token: staff.json?.tokens?.accessToken,
              clientIp: customerAddress(7_000),
            });
            const location = link.headers.get('location');
            const bytes = location ? await download(`${a}${location}`) : null;
            if (!bytes || sha256(bytes) !== sha256(documents[storedIndex] as Buffer)) {
              failures.push(`downloading a stored file on the full disk: ${link.status}`);
            }
          }
        }

        // Room again (the operator grows the disk): the refused links store their documents.
        execFileSync('mount', ['-o', `remount,size=${diskMb * 4}m`, dataDir]);
        let retried = 0;
        for (const index of refused) {
          const again = await put(index);
          if (again?.status === 200) retried += 1;
          else failures.push(`refused upload ${index} once there is room: ${again?.status} ${again?.text}`);
        }

        const hangs = judged.filter((response) => response.status === 0).length;
        if (hangs > 0) failures.push(`${hangs} requests unanswered or cut`);
        const others = judged.filter(
          (response) => response.status >= 500 && !isFullRefusal(response) && response.status !== 0,
        );
        if (others.length > 0) failures.push(`${others.length} other 5xx: ${others[0]?.text.slice(0, 160)}`);

        return {
          load: `${uploads} customers uploading ${documentBytes / 1024} KB documents at once to 2 instances, then reads; ${requests} requests`,
          faults: `DATA_DIR a ${diskMb} MB tmpfs that fills up; then grown`,
          checked: `${stored.size} stored, ${refused.length} refused with 503 + Retry-After + message, no partial file, their rows untouched; a presign past the room refused with no row; pages, readiness, manual quotes, analysis, quote, order and download served on the full disk; ${retried} refused links stored once there was room`,
          failures,
        };
      } finally {
        await site.stop();
      }
    } finally {
      execFileSync('umount', ['-l', dataDir]);
    }
  },
};

import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig } from './config';
import { RegionDatabases } from './db/regions';
import { respondents } from './db/region-schema';

describe('configuration', () => {
  it('defaults to the embedded database under ./data, one per region, on port 8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    // Seen to every minute, as autovacuum would (PGlite runs none).
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/main'), upkeepSeconds: 60 });
    expect(config.regionDatabases.eu).toEqual({ kind: 'pglite', dataDir: path.resolve('data/region-eu'), upkeepSeconds: 60 });
  });

  it('sees to the embedded databases as often as FIELDWORK_PGLITE_UPKEEP_SECONDS says; in-memory test ones never unless told', () => {
    expect(loadConfig({ FIELDWORK_PGLITE_UPKEEP_SECONDS: '0' }).database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/main') });
    expect(loadConfig({}, { memory: true }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ FIELDWORK_PGLITE_UPKEEP_SECONDS: '5' }, { memory: true }).database).toEqual({ kind: 'pglite', dataDir: null, upkeepSeconds: 5 });
    expect(() => loadConfig({ FIELDWORK_PGLITE_UPKEEP_SECONDS: 'often' })).toThrow(/FIELDWORK_PGLITE_UPKEEP_SECONDS/);
  });

  it('uses PostgreSQL for the main database and each region whose URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://a@h/main', DATABASE_URL_AU: 'postgres://a@h/au', DATABASE_URL_UK: '' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://a@h/main' });
    expect(config.regionDatabases.au).toEqual({ kind: 'postgres', url: 'postgres://a@h/au' });
    expect(config.regionDatabases.uk.kind).toBe('pglite');
  });

  it('refuses SMTP without FIELDWORK_PUBLIC_URL, naming both', () => {
    expect(() => loadConfig({ FIELDWORK_SMTP_URL: 'smtp://mail.example:25' })).toThrow(/FIELDWORK_SMTP_URL.*FIELDWORK_PUBLIC_URL/);
    expect(loadConfig({ FIELDWORK_SMTP_URL: 'smtp://mail.example:25', FIELDWORK_PUBLIC_URL: 'https://fw.example' }).publicUrl).toBe('https://fw.example');
  });

  it('refuses a bad value naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ FIELDWORK_ADMIN_PASSWORD: 'short' })).toThrow(/FIELDWORK_ADMIN_PASSWORD/);
  });
});

describe('regional respondent databases', () => {
  it('keeps each region\'s respondents in its own database', async () => {
    const regions = new RegionDatabases(loadConfig({}, { memory: true }).regionDatabases);
    try {
      const uk = await regions.get('uk');
      const eu = await regions.get('eu');
      await uk.db.insert(respondents).values({ survey_id: 'v1', admin_survey_id: crypto.randomUUID() });
      expect(await uk.db.select().from(respondents)).toHaveLength(1);
      expect(await eu.db.select().from(respondents)).toHaveLength(0);
      expect(await regions.get('uk')).toBe(uk);
    } finally {
      await regions.close();
    }
  });
});

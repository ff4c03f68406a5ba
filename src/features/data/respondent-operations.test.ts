import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { respondentDataSdl } from '../../../schema/api/respondent-data/sdl';
import * as operations from './respondent-operations';

describe('the Data tab\'s operations', () => {
  const schema = buildSchema(respondentDataSdl);
  it.each(Object.entries(operations))('%s is valid against the service\'s SDL', (_name, text) => {
    expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeJsonResponseCode, readJsonResponseCode } from './response-code';

describe('JSON response codes', () => {
  it('reads the code, error and message of a JSON object', () => {
    const response = readJsonResponseCode('{"code":401,"error":"Unauthorized","message":"Token expired","extra":1}');
    expect(response).toEqual({ code: '401', error: 'Unauthorized', message: 'Token expired' });
    expect(describeJsonResponseCode(response!)).toBe('401 · error: Unauthorized · message: Token expired');
  });

  it('falls back to status and leaves out missing fields', () => {
    const response = readJsonResponseCode(' {"status":"500","message":{"detail":"down"}} ');
    expect(response).toEqual({ code: '500', error: null, message: '{"detail":"down"}' });
    expect(describeJsonResponseCode(response!)).toBe('500 · message: {"detail":"down"}');
  });

  it('leaves plain codes, arrays and broken JSON alone', () => {
    expect(readJsonResponseCode('200')).toBeNull();
    expect(readJsonResponseCode('[1,2]')).toBeNull();
    expect(readJsonResponseCode('{"code":')).toBeNull();
  });
});

import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../domain/validation.ts';
import type { FieldErrors } from '../errors.ts';
import { typed } from './api-instance.ts';
import { checkBody, fieldToCheck } from './check-body.ts';
import { registerErrorHandling } from './error-handler.ts';

const Body = Type.Object(
  { name: Type.String({ maxLength: 5 }), url: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const Params = Type.Object({ id: Type.String({ maxLength: 3 }) });

describe('checkBody', () => {
  const app = typed(Fastify());
  const seen: { body: unknown; schemaErrors: unknown }[] = [];
  beforeAll(async () => {
    const ajv = createAjv({ coerceTypes: false });
    app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
    registerErrorHandling(app);
    app.post(
      '/things/:id',
      { attachValidation: true, schema: { params: Params, body: Body } },
      async (request) => {
        await checkBody(request, (body, schemaErrors): FieldErrors => {
          seen.push({ body, schemaErrors });
          const url = fieldToCheck(body, schemaErrors, 'url');
          return typeof url === 'string' && !url.startsWith('https:') ? { url: ['must be https'] } : {};
        });
        return { name: request.body.name };
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: object, id = 'a1') => app.inject({ method: 'POST', url: `/things/${id}`, payload });

  it('answers the schema errors and the rules errors together, in one VALIDATION_ERROR', async () => {
    const res = await post({ name: 'too long', url: 'http://x', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: '3 fields are invalid',
      field_errors: {
        name: ['must be at most 5 characters'],
        extra: ['is not a known field'],
        url: ['must be https'],
      },
    });
  });

  it('gives the rules the body as sent and the schema errors, and keeps refused fields from them', async () => {
    seen.length = 0;
    const res = await post({ name: 'ok', url: 42 });
    expect(res.json().error.field_errors).toEqual({ url: ['must be a string'] });
    expect(seen).toEqual([{ body: { name: 'ok', url: 42 }, schemaErrors: { url: ['must be a string'] } }]);
  });

  it('answers rule errors alone when the schema accepts the body, and lets a valid body through', async () => {
    expect((await post({ name: 'ok', url: 'ftp://x' })).json().error.field_errors).toEqual({
      url: ['must be https'],
    });
    const res = await post({ name: 'ok', url: 'https://x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'ok' });
  });

  it('throws errors in other parts as they are, without running the rules', async () => {
    seen.length = 0;
    const res = await post({ name: 'too long' }, 'abcd');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field_errors).toEqual({ 'params.id': ['must be at most 3 characters'] });
    expect(seen).toEqual([]);
  });
});

describe('fieldToCheck', () => {
  it('reads an own field the schema did not refuse', () => {
    expect(fieldToCheck({ url: 'x' }, {}, 'url')).toBe('x');
    expect(fieldToCheck({ url: 'x' }, { url: ['too long'] }, 'url')).toBeUndefined();
    expect(fieldToCheck({}, {}, 'toString')).toBeUndefined();
    expect(fieldToCheck(null, {}, 'url')).toBeUndefined();
    expect(fieldToCheck(['x'], {}, '0')).toBe('x');
  });
});

import { z } from 'zod';

/**
 * An entity id as the server hands it out. Kept an opaque non-empty string: the server chooses the
 * format, and the draft engine names unsaved entities by its own client ids (cid), never by `id`.
 */
export const idSchema = z.string().min(1, 'An id cannot be empty');
export type Id = z.infer<typeof idSchema>;

/** An ISO 8601 timestamp with offset, as stored in created_at / updated_at. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** An absolute http(s) address; other schemes (javascript:, data:) are refused. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

import { z } from 'zod';

/** Uploads and downloads (POST /api/upload, GET /api/files/{id}, the zip of a request). */

/** A stored file as POST /api/upload answers it. */
export const StoredFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
});
export type StoredFileDto = z.infer<typeof StoredFileSchema>;
export const UploadResponseSchema = z.array(StoredFileSchema);
export const UploadRemovedSchema = z.object({ data: z.object({ id: z.string() }) });

/**
 * A response whose body is raw bytes (a download, a zip, a CSV, an event stream), documented in
 * OpenAPI under its content type. The handler sends a stream or buffer, which fastify never passes
 * through the serializer.
 */
export const rawResponse = (mime: string, description: string) => ({
  description,
  // unknown: the handler's stream or buffer type-checks; the document still says binary.
  content: { [mime]: { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
});

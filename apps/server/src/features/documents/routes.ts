import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentFields,
  documentsQuery,
  documentsResponse,
  documentView,
  idParam,
  noContent,
  signedLinkQuery,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { allowFileRead, sendFileStream } from '../../platform/file-replies.js';
import { databaseFileStore } from '../../platform/file-store.js';
import { PDF, readValidatedForm } from '../../platform/uploads.js';
import { deleteDocument, listDocuments, pageOfDocuments, readDocument, storeDocument } from './service.js';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files',
    {
      config: { access: 'documents:read', cachedForCaller: true },
      schema: {
        tags: ['documents'],
        summary:
          'All documents; file_path is a signed View link valid for a few minutes (docs/product/people-and-clients.md#signed-links); with page, {data, meta} of one page',
        querystring: documentsQuery,
        response: { 200: documentsResponse },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const now = app.deps.clock.now();
      if (page === undefined) return listDocuments(app.deps.db, now);
      // docs/product/http-contract.md#scale: /documents shows one page.
      const { data, total } = await pageOfDocuments(app.deps.db, now, { number: page, size: pageSize });
      return { data, meta: { total, page, page_size: pageSize } };
    },
  );

  app.post(
    '/files',
    {
      config: { access: 'documents:manage' },
      schema: {
        tags: ['documents'],
        summary:
          'Upload a PDF (checked by content, at most MAX_UPLOAD_MB; docs/product/people-and-clients.md#documents)',
        description:
          'multipart/form-data: file (a PDF), title, description, type (0 Playbook, 1 Manual, 2 Legal, 3 Accounts)',
        consumes: ['multipart/form-data'],
        response: { 201: documentView },
      },
    },
    async (request, reply) => {
      const files = databaseFileStore(app.deps.db, () => app.deps.clock.now());
      const form = await readValidatedForm(
        request,
        {
          field: 'file',
          limitMb: app.deps.config.maxUploadMb,
          accept: [PDF],
          wrongTypeMessage: 'errors:documents.pdf_only',
          missingMessage: 'errors:documents.file_required',
        },
        files,
        documentFields,
      );
      try {
        const created = await storeDocument(app.deps, actorOf(request), form.fields, form.file);
        return reply.status(201).send(created);
      } catch (error) {
        await files.discard(form.file);
        throw error;
      }
    },
  );

  app.get(
    '/files/:id',
    {
      // A new tab cannot send the bearer token: the signed link is the credential (checked below).
      config: { access: 'public' },
      schema: {
        tags: ['documents'],
        summary: 'The PDF itself, by signed link or bearer token',
        params: idParam,
        querystring: signedLinkQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await allowFileRead(app.deps, request, 'file', id, request.query, 'documents:read');
      const file = await readDocument(app.deps.db, id);
      return sendFileStream(reply, 'application/pdf', file.fileName, file.sizeBytes, file.content);
    },
  );

  app.delete(
    '/files/:id',
    {
      config: { access: 'documents:manage' },
      schema: { tags: ['documents'], summary: 'Delete a document', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteDocument(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

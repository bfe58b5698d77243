import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, profileFields, profileResponse, signedLinkQuery } from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { InvalidInput } from '../../platform/errors.js';
import { allowFileRead, sendStoredFile } from '../../platform/file-replies.js';
import { inMemoryFileStore, JPEG, PNG, readValidatedForm } from '../../platform/uploads.js';
import { NOT_A_PICTURE, PICTURE_FIELD, reencodedPicture } from './picture.js';
import { readPicture, updateProfile } from './service.js';

/** docs/product/people-and-clients.md#profile-pictures. */
const PICTURE_LIMIT_MB = 5;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/profile',
    {
      config: { access: 'session:own' },
      schema: {
        tags: ['session'],
        summary: 'Update your own name, picture (JPEG or PNG, at most 5 MB and 40 megapixels), focal point or language',
        description:
          "multipart/form-data: name and profile_picture, or only profile_picture_focal_point ('x% y%'), or language ('en' or 'de')",
        consumes: ['multipart/form-data'],
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const form = await readValidatedForm(
        request,
        {
          field: PICTURE_FIELD,
          limitMb: PICTURE_LIMIT_MB,
          accept: [JPEG, PNG],
          wrongTypeMessage: NOT_A_PICTURE,
        },
        inMemoryFileStore,
        profileFields,
      );
      const { name, profile_picture_focal_point: focalPoint, language } = form.fields;
      if (name === undefined && focalPoint === undefined && language === undefined && !form.file) {
        throw new InvalidInput('errors:profile.nothing_to_change');
      }
      const picture = form.file && (await reencodedPicture(form.file));
      return { data: await updateProfile(app.deps, actorOf(request), { name, focalPoint, picture, language }) };
    },
  );

  app.get(
    '/users/:id/picture',
    {
      // An <img> cannot send the bearer token: the signed link is the credential (docs/product/people-and-clients.md#signed-links).
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: "A person's picture, by signed link or bearer token",
        params: idParam,
        querystring: signedLinkQuery,
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await allowFileRead(app.deps, request, 'picture', id, request.query, 'users:read');
      const picture = await readPicture(app.deps.db, id);
      return sendStoredFile(reply, picture.mimeType, `picture-${id}`, picture.content);
    },
  );
};

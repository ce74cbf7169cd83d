import { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ESCAPES, importMessages } from '@promptshelf/validators';
import { body, query, route } from './adapter';
import { escapeBudget } from './escape-budget';

/** A download's header: the name a browser saves it under, quoted as RFC 6266 wants. */
const attachment = (filename: string) => `attachment; filename="${filename}"`;

/** The library as a file and back (docs/decisions/130). */
export const importExportRoutes = [
  route({
    method: 'GET',
    url: '/api/export',
    call: (caller, request) => caller.library.export(query(request)),
    // The procedure hands over the file a page at a time; it is streamed with backpressure.
    reply: (reply, file) =>
      reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.filename))
        .send(Readable.from(file.body)),
  }),
  route({
    method: 'POST',
    url: '/api/import',
    call: (caller, request) => caller.library.import(body(request)),
    // The file travels as a JSON string, whose escapes (\n, \") make it longer than on disk;
    // the procedure checks the file's own size against the 5 MB limit.
    bodyLimit: 2 * IMPORT_MAX_BYTES + 64 * 1024,
    // Escapes are what makes that JSON slow to read: they are counted before it is parsed.
    preParsing: escapeBudget(IMPORT_MAX_ESCAPES, importMessages.tooManyEscapes),
    // A file with row errors was refused as a whole: the report comes with a 400 and a message.
    reply: (reply, result) => reply.code(result.message ? 400 : 200).send(result),
  }),
];

import { DOMParser } from '@xmldom/xmldom';
import { IMPORT_MESSAGES } from '@marshlog/domain';
import { badRequest } from '../../platform/errors.js';

/** A DOCTYPE carries entity declarations, the door to XXE and entity-expansion bombs. */
const DECLARATIONS = /<!(DOCTYPE|ENTITY)/i;

/** A parsed document, as togeojson reads it. */
export type XmlDocument = ReturnType<DOMParser['parseFromString']>;

class XmlRefusal extends Error {}

/**
 * The file's XML document. A DOCTYPE or entity declaration is refused before parsing (no entity
 * is ever expanded or fetched), and any parse error is a 400 naming the problem, where xmldom
 * would otherwise carry on with a partial tree. `format` names the file in the messages.
 */
export function xmlDocument(text: string, format: string): XmlDocument {
  if (DECLARATIONS.test(text)) throw badRequest(IMPORT_MESSAGES.doctype);
  let document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new XmlRefusal(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    const reason = error instanceof XmlRefusal ? error.message : String(error);
    throw badRequest(IMPORT_MESSAGES.malformedXml(format, reason));
  }
  if (document.doctype) throw badRequest(IMPORT_MESSAGES.doctype);
  return document;
}

import fs from 'node:fs/promises';
import { workerData } from 'node:worker_threads';
import { workerReplies } from '../worker-replies.js';
import { archiveRecords, type ArchiveRecords } from './archive-document.js';
import { readArchiveDocument } from './read-archive.js';

const reply = workerReplies<ArchiveRecords>();

// Off the server's event loop: the ZIP is checked and marshlog.json unpacked and read here.
const { file } = workerData as { file: string };
void reply.finish(fs.readFile(file).then((zip) => archiveRecords(readArchiveDocument(zip))));

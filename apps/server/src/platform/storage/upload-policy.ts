import crypto from 'node:crypto';
import { z } from 'zod';
import type { UploadGrant } from './types.js';

/**
 * The local store's version of an S3 POST policy: a base64 JSON document with an expiration and
 * conditions, signed with HMAC-SHA256, which the upload endpoint checks field by field.
 */
export const LOCAL_BUCKET = 'marshlog-local';
export const SIGNATURE_ALGORITHM = 'MARSHLOG-HMAC-SHA256';

const conditionSchema = z.union([
  z.record(z.string(), z.string()),
  z.tuple([z.enum(['eq', 'starts-with']), z.string(), z.string()]),
  z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
]);

const policySchema = z.object({
  expiration: z.iso.datetime(),
  conditions: z.array(conditionSchema),
});
type Policy = z.infer<typeof policySchema>;

/** Fields the form carries about itself, which a policy never lists (as in S3). */
const SELF_FIELDS = new Set(['policy', 'x-marshlog-algorithm', 'x-marshlog-signature', 'file']);

export class PolicyViolation extends Error {
  constructor(
    readonly statusCode: 400 | 403,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function signPolicy(secret: Buffer, policyBase64: string): string {
  return crypto.createHmac('sha256', secret).update(policyBase64).digest('hex');
}

/** The form fields granting one upload, the same in shape as an S3 presigned POST's. */
export function grantFields(
  secret: Buffer,
  grant: UploadGrant,
  now = Date.now(),
): Record<string, string> {
  const policy: Policy = {
    expiration: new Date(now + grant.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { bucket: LOCAL_BUCKET },
      ['eq', '$key', grant.key],
      ['eq', '$Content-Type', grant.contentType],
      ['content-length-range', 1, grant.maxBytes],
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  return {
    key: grant.key,
    'Content-Type': grant.contentType,
    Policy: encoded,
    'X-Marshlog-Algorithm': SIGNATURE_ALGORITHM,
    'X-Marshlog-Signature': signPolicy(secret, encoded),
  };
}

export interface CheckedPolicy {
  /** The form's signature: one per granted form, so a replay is recognised. */
  signature: string;
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}

/**
 * Checks the signature, the expiration and every condition against the submitted fields (names
 * compared case-insensitively, as S3 does). Answers what the file itself must satisfy.
 */
export function checkPolicy(
  secret: Buffer,
  rawFields: Record<string, string>,
  now = Date.now(),
): CheckedPolicy {
  const fields = Object.fromEntries(
    Object.entries(rawFields).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const encoded = fields.policy;
  const signature = fields['x-marshlog-signature'];
  if (!encoded || !signature) {
    throw new PolicyViolation(
      403,
      'AccessDenied',
      'Bucket POST must contain a policy and its signature before the file.',
    );
  }
  const expected = Buffer.from(signPolicy(secret, encoded), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new PolicyViolation(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  const policy = decodePolicy(encoded);
  if (Date.parse(policy.expiration) <= now) {
    throw new PolicyViolation(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  }
  const covered = new Set<string>(SELF_FIELDS);
  let minBytes = 0;
  let maxBytes = Number.POSITIVE_INFINITY;
  for (const condition of policy.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (name === 'bucket' ? value !== LOCAL_BUCKET : fields[name.toLowerCase()] !== value) {
          throw conditionFailed(JSON.stringify(condition));
        }
      }
    } else if (condition[0] === 'content-length-range') {
      minBytes = condition[1];
      maxBytes = condition[2];
    } else {
      const name = condition[1].replace(/^\$/, '').toLowerCase();
      covered.add(name);
      const value = fields[name] ?? '';
      const holds = condition[0] === 'eq' ? value === condition[2] : value.startsWith(condition[2]);
      if (!holds) throw conditionFailed(JSON.stringify(condition));
    }
  }
  const extra = Object.keys(fields).filter((name) => !covered.has(name));
  if (extra.length > 0) {
    throw new PolicyViolation(
      403,
      'AccessDenied',
      `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`,
    );
  }
  const key = fields.key;
  const contentType = fields['content-type'];
  if (!key || !contentType) {
    throw new PolicyViolation(
      400,
      'InvalidArgument',
      "Bucket POST must contain the fields 'key' and 'Content-Type'.",
    );
  }
  return { key, contentType, minBytes, maxBytes, signature };
}

function decodePolicy(encoded: string): Policy {
  try {
    return policySchema.parse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
  } catch {
    throw new PolicyViolation(
      400,
      'InvalidPolicyDocument',
      'Invalid Policy: the policy document is malformed.',
    );
  }
}

function conditionFailed(condition: string): PolicyViolation {
  return new PolicyViolation(
    403,
    'AccessDenied',
    `Invalid according to Policy: Policy Condition failed: ${condition}`,
  );
}

import {
  DEFAULT_REPORT_PRIVACY_CHOICE,
  privacyLevelForChoice,
  type Coordinates,
  type ReportCreateInput,
} from '@marshlog/domain';
import { todayIsoDate } from '../../hunts/format';
import type { ReportFormInput, ReportFormValues } from '../report-schemas';

export type { ReportFormInput, ReportFormValues };

/** A fresh Create Report form: Everyone, today, and the point it was opened at, if any. */
export function emptyReportForm(initialPoint?: Coordinates): Partial<ReportFormInput> {
  return {
    title: '',
    location_name: '',
    content: '',
    privacy: DEFAULT_REPORT_PRIVACY_CHOICE,
    allowed_users: [],
    report_date: todayIsoDate(),
    latitude: initialPoint?.latitude,
    longitude: initialPoint?.longitude,
  };
}

/** The privacy select's value of one of the hunter's own sharing policies. */
export function policyChoice(policyId: number): `policy-${number}` {
  return `policy-${policyId}`;
}

/** The policy a privacy choice names, or null for a built-in choice. */
export function policyIdOfChoice(choice: string): number | null {
  const match = /^policy-(\d+)$/.exec(choice);
  return match ? Number(match[1]) : null;
}

/**
 * What POST /reports/ is sent: the privacy choice mapped to its level (public, group -> friends,
 * the rest private); My Hunting Partners also names the friends the server shares it with; one
 * of the hunter's own policies is sent as `sharing_policy` on a private report, which the policy
 * alone then widens.
 */
export function createPayload(values: ReportFormValues): ReportCreateInput {
  const sharingPolicy = policyIdOfChoice(values.privacy);
  return {
    title: values.title,
    content: values.content,
    location_name: values.location_name,
    privacy_level: privacyLevelForChoice(values.privacy),
    latitude: values.latitude,
    longitude: values.longitude,
    report_date: values.report_date,
    ...(values.privacy === 'user' ? { allowed_users: values.allowed_users } : {}),
    ...(sharingPolicy !== null ? { sharing_policy: sharingPolicy } : {}),
  };
}

/** The fields the server may name in its `errors`, placed on the matching form fields. */
export const REPORT_FORM_FIELDS = [
  'title',
  'content',
  'location_name',
  'report_date',
  'latitude',
  'longitude',
  'allowed_users',
] as const satisfies readonly (keyof ReportFormInput)[];

/** The form's values of what createPayload sent: a report waiting on the device, to revise. */
export function formFromPayload(report: ReportCreateInput): Partial<ReportFormInput> {
  const partners = (report.allowed_users ?? []).filter(
    (id): id is number => typeof id === 'number',
  );
  const choice =
    typeof report.sharing_policy === 'number'
      ? policyChoice(report.sharing_policy)
      : report.allowed_users !== undefined
        ? 'user'
        : report.privacy_level === 'public'
          ? 'public'
          : report.privacy_level === 'friends'
            ? 'group'
            : 'private';
  return {
    title: report.title,
    content: report.content,
    location_name: report.location_name ?? '',
    report_date: report.report_date ?? undefined,
    latitude: report.latitude,
    longitude: report.longitude,
    privacy: choice,
    allowed_users: partners,
  };
}

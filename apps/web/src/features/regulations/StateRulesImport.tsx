import { useState, type ChangeEvent } from 'react';
import {
  REGULATION_LIMITS,
  REGULATION_MESSAGES,
  type HunterRegulationsAnswer,
} from '@marshlog/domain';
import { ApiError, errorMessage } from '../../api';
import { Button, useToast } from '../../ui';
import { useDropStateRules, useImportStateRules } from './api';
import { regulationSetSchema } from './schemas';

/** Every problem of a file as "where: what", so a hunter can fix it in their editor. */
async function fileProblems(text: string): Promise<{ problems: string[]; file: unknown }> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { problems: [REGULATION_MESSAGES.fileNotJson], file: null };
  }
  const parsed = (await regulationSetSchema()).safeParse(file);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      );
  return { problems, file };
}

function serverProblems(error: unknown): string[] {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    return Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
      messages.map((message) => `${field}: ${message}`),
    );
  }
  return [errorMessage(error)];
}

/** Imports the state's own numbers and season dates from a JSON file in the framework's format. */
export function StateRulesImport({ current }: { current: HunterRegulationsAnswer }) {
  const importRules = useImportStateRules();
  const dropRules = useDropStateRules();
  const toast = useToast();
  const [problems, setProblems] = useState<string[]>([]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > REGULATION_LIMITS.fileBytesMax) {
      setProblems([REGULATION_MESSAGES.fileTooLarge]);
      return;
    }
    const checked = await fileProblems(await chosen.text());
    setProblems(checked.problems);
    if (checked.problems.length > 0) return;
    importRules.mutate(checked.file, {
      onSuccess: () => toast.success('State numbers imported', { description: chosen.name }),
      onError: (error) => setProblems(serverProblems(error)),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        Your state may be stricter than the federal framework. Import its numbers and season dates
        as a JSON file in the same format (format &quot;marshlog-regulations/1&quot;), each number
        with its source.
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        State numbers file
        <input
          type="file"
          accept="application/json,.json"
          disabled={!current.state || importRules.isPending}
          onChange={(event) => void onFile(event)}
          className="text-sm text-ink-muted file:mr-3 file:rounded-lg file:border-0 file:bg-raised file:px-3 file:py-2 file:text-ink"
        />
      </label>
      {!current.state ? (
        <p className="text-sm text-ink-faint">{REGULATION_MESSAGES.stateRulesNeedState}</p>
      ) : null}
      {problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-danger px-3 py-2 text-sm"
          data-testid="state-rules-problems"
        >
          <p className="font-semibold text-danger">The file was not imported:</p>
          <ul className="list-disc pl-5 text-ink-muted">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {current.state_rules ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2">
          <p className="text-sm text-ink">
            Using your imported numbers: {current.state_rules.source.document}
          </p>
          <Button
            size="sm"
            variant="ghost"
            loading={dropRules.isPending}
            loadingText="Removing..."
            onClick={() =>
              dropRules.mutate(undefined, {
                onSuccess: () => toast.success('Back to the federal framework'),
              })
            }
          >
            Remove
          </Button>
        </div>
      ) : null}
    </div>
  );
}

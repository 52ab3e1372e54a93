import { getDotPath, type BaseIssue } from 'valibot';

/**
 * One line per problem of a configuration (the environment, PROVIDERS_FILE): where, then the
 * rule broken. Never the value given (it could be a key or a secret header): every rule of those
 * schemas carries its own message, and an unknown key is named, not its value.
 */
export function describeIssues(issues: readonly BaseIssue<unknown>[], top = '(top level)'): string {
  return issues.map((issue) => describeIssue(issue, top)).join('; ');
}

function describeIssue(issue: BaseIssue<unknown>, top: string): string {
  const path = getDotPath(issue);
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.expected === 'never' && issue.path) {
    const key = issue.path.at(-1)?.key;
    const parent = issue.path.slice(0, -1).map((item) => String(item.key)).join('.');
    return `${parent || top}: Unrecognized key: ${JSON.stringify(key)}`;
  }
  if (issue.kind === 'schema' && !issue.message.startsWith('must')) return `${path || top}: missing or not ${issue.expected ?? 'valid'}`;
  return `${path || top}: ${issue.message}`;
}

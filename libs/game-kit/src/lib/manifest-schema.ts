import { z } from 'zod';
import { LOCALES, TIME_CONTROLS, type GameManifest, type SetupOption, type SetupValues } from './manifest';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const localized = z.object({ en: z.string().min(1), 'zh-TW': z.string().min(1) }).strict();
const optionBase = { key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), label: localized, help: localized.optional() };
const choice = z.object({ value: z.string().min(1), label: localized }).strict();

const optionSchema = z
  .discriminatedUnion('type', [
    z.object({ ...optionBase, type: z.literal('boolean'), default: z.boolean() }).strict(),
    z.object({ ...optionBase, type: z.literal('choice'), choices: z.array(choice).min(1), default: z.string() }).strict(),
    z.object({ ...optionBase, type: z.literal('multi'), choices: z.array(choice).min(1), default: z.array(z.string()) }).strict(),
    z
      .object({ ...optionBase, type: z.literal('integer'), min: z.number().int(), max: z.number().int(), default: z.number().int() })
      .strict(),
  ])
  .superRefine((option, issue) => {
    const values = 'choices' in option ? option.choices.map((c) => c.value) : [];
    if (new Set(values).size !== values.length) issue.addIssue({ code: 'custom', message: `option "${option.key}" repeats a choice` });
    const defaults = option.type === 'choice' ? [option.default] : option.type === 'multi' ? option.default : [];
    for (const value of defaults) {
      if (!values.includes(value)) issue.addIssue({ code: 'custom', message: `option "${option.key}" defaults to unknown choice "${value}"` });
    }
    if (option.type === 'integer' && !(option.min <= option.default && option.default <= option.max)) {
      issue.addIssue({ code: 'custom', message: `option "${option.key}" default is outside ${option.min}..${option.max}` });
    }
  });

// Seconds a seat gets under each time control; slower controls never give less.
const seconds = z.number().int().min(3).max(3600);
const budgets = z
  .object({ relaxed: seconds, normal: seconds, fast: seconds })
  .strict()
  .refine((b) => b.relaxed >= b.normal && b.normal >= b.fast, 'relaxed >= normal >= fast');

const manifestSchema = z
  .object({
    id: z.string().regex(kebab, 'id must be kebab-case'),
    title: localized,
    summary: localized,
    minPlayers: z.number().int().min(1),
    maxPlayers: z.number().int().max(64),
    defaultPlayers: z.number().int().optional(),
    playingTime: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).strict(),
    tags: z.array(z.string().regex(kebab, 'tags must be kebab-case')),
    setupOptions: z.array(optionSchema),
    locales: z.array(z.enum(LOCALES)).min(1),
    timeControls: z
      .object({
        default: z.enum(TIME_CONTROLS),
        turnSeconds: budgets,
        responseSeconds: budgets,
      })
      .strict()
      .optional(),
    version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,39}$/, 'version must be a short version string such as "1.2.0"').optional(),
    revealAfterMatch: z.boolean().optional(),
    cover: z
      .object({
        art: z.array(z.object({ body: z.string().min(1).max(20_000), width: z.number().positive().optional(), height: z.number().positive().optional() }).strict()).min(1).max(3),
        colors: z.object({ from: z.string().min(1), to: z.string().min(1), ink: z.string().min(1) }).strict(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((m, issue) => {
    if (m.minPlayers > m.maxPlayers) issue.addIssue({ code: 'custom', message: 'minPlayers exceeds maxPlayers' });
    if (m.defaultPlayers !== undefined && !(m.minPlayers <= m.defaultPlayers && m.defaultPlayers <= m.maxPlayers)) {
      issue.addIssue({ code: 'custom', message: `defaultPlayers is outside ${m.minPlayers}..${m.maxPlayers}` });
    }
    if (m.playingTime.min > m.playingTime.max) issue.addIssue({ code: 'custom', message: 'playingTime.min exceeds max' });
    const keys = m.setupOptions.map((o) => o.key);
    if (new Set(keys).size !== keys.length) issue.addIssue({ code: 'custom', message: 'setup option keys repeat' });
  });

/**
 * Checks a manifest against the schema the lobby and the server rely on: kebab-case id and
 * tags, text in every locale, a sane player range and playing time, well-formed setup
 * options with valid defaults. Returns every problem; empty when it is well formed.
 */
export function checkManifest(manifest: unknown): string[] {
  const result = manifestSchema.safeParse(manifest);
  return result.success ? [] : result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function optionValueSchema(option: SetupOption): z.ZodType {
  switch (option.type) {
    case 'boolean':
      return z.boolean();
    case 'choice':
      return z.enum(option.choices.map((c) => c.value) as [string, ...string[]]);
    case 'multi': {
      const values = option.choices.map((c) => c.value) as [string, ...string[]];
      return z
        .array(z.enum(values))
        .max(values.length)
        .refine((picked) => new Set(picked).size === picked.length, 'a choice is repeated');
    }
    case 'integer':
      return z.number().int().min(option.min).max(option.max);
  }
}

/**
 * The zod schema of a game's setupData, built from its setup options: unknown keys are
 * rejected, missing ones take their default.
 */
export function setupSchema(manifest: Pick<GameManifest, 'setupOptions'>) {
  const shape: Record<string, z.ZodType> = {};
  for (const option of manifest.setupOptions) shape[option.key] = optionValueSchema(option).optional();
  return z.object(shape).strict();
}

/** Outcome of {@link parseSetupData}. */
export type SetupResult = { ok: true; values: SetupValues } | { ok: false; error: string };

/**
 * Validates setupData (as a lobby request carries it, so possibly anything) and fills in
 * defaults. `undefined` means "all defaults".
 */
export function parseSetupData(manifest: Pick<GameManifest, 'setupOptions'>, setupData: unknown): SetupResult {
  if (setupData === undefined || setupData === null) setupData = {};
  if (typeof setupData !== 'object' || Array.isArray(setupData)) {
    return { ok: false, error: 'setupData must be an object' };
  }
  const result = setupSchema(manifest).safeParse(setupData);
  if (!result.success) return { ok: false, error: `invalid setupData: ${describeIssues(result.error)}` };
  const values: SetupValues = {};
  for (const option of manifest.setupOptions) {
    const given = (result.data as SetupValues)[option.key];
    values[option.key] = given ?? (Array.isArray(option.default) ? [...option.default] : option.default);
  }
  return { ok: true, values };
}

/**
 * Resolves setupData inside `setup`, after the lobby validated it: throws on invalid input
 * (boardgame.io runs `validateSetupData` before `setup` on the server).
 */
export function resolveSetupData(manifest: Pick<GameManifest, 'setupOptions'>, setupData: unknown): SetupValues {
  const result = parseSetupData(manifest, setupData);
  if (!result.ok) throw new Error(result.error);
  return result.values;
}

/**
 * Builds boardgame.io's `validateSetupData` for a game: the player count against the
 * manifest (boardgame.io itself checks it only in the lobby, and not at all when `numPlayers`
 * is missing), setupData against the setup options, then the game's own cross-checks.
 * An error string becomes an HTTP 400 from the lobby API.
 */
export function validateSetupWith(
  manifest: Pick<GameManifest, 'minPlayers' | 'maxPlayers' | 'setupOptions'>,
  extra?: (values: SetupValues, numPlayers: number) => string | undefined,
): (setupData: unknown, numPlayers: number) => string | undefined {
  return (setupData, numPlayers) => {
    if (!Number.isInteger(numPlayers) || numPlayers < manifest.minPlayers || numPlayers > manifest.maxPlayers) {
      return `numPlayers must be an integer from ${manifest.minPlayers} to ${manifest.maxPlayers}`;
    }
    const result = parseSetupData(manifest, setupData);
    if (!result.ok) return result.error;
    return extra?.(result.values, numPlayers);
  };
}

// The transaction id of a money request is made once per distinct request of a form: the same
// values submitted again (after a timeout or a network error) keep it, so the gateway answers the
// first result instead of moving money twice; other values get a new one. The code is not part of
// the request (a retry may carry a new one).

export type PlannedId = { key: string; id: string };

/** The form values that make a request what it is, as one text (the code left out). */
export const requestKey = (values: Record<string, unknown>): string =>
  JSON.stringify(
    Object.entries(values)
      .filter(([name]) => name !== 'otp')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : (value ?? null)]),
  );

/** The previous id when the values are the same request again, else a new one from `make`. */
export const plannedId = (
  previous: PlannedId | undefined,
  values: Record<string, unknown>,
  make: () => string,
): PlannedId => {
  const key = requestKey(values);
  return previous?.key === key ? previous : { key, id: make() };
};

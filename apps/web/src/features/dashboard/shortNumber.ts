/** A day of the server's grouping ("2026-11-22") as the spec writes dates: "22/11/2026". */
export const dayLabel = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
};

/** A select's options from value → label pairs (the inbox's statuses, forms, locations and staff). */
export function Options({ choices }: { choices: readonly (readonly [value: string, label: string])[] }) {
  return (
    <>
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

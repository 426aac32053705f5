import { Select } from './Select';

/** A list filter over a fixed set of values; the empty first choice (`placeholder`) means "any". */
export function FilterSelect<T extends string>({
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      options={options}
      value={value ?? ''}
      onChange={(event) =>
        onChange(options.find((option) => option.value === event.target.value)?.value)
      }
    />
  );
}

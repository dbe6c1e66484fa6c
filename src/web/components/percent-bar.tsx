import { Progress, type MantineColor, type MantineSize, type MantineSpacing, type StyleProp } from '@mantine/core';
import { formatPercent } from '../lib/numbers';
import { useLanguage } from '../lib/use-language';

/**
 * A progress bar that screen readers name and read as the text beside it does: its value spoken
 * as "82,5 %" in Icelandic or "82.5 %" in English, where Mantine's own bar always says "82.5%".
 */
export function PercentBar({
  value,
  label,
  color,
  animated,
  size,
  radius,
  mt,
}: {
  /** 0 to 100. */
  value: number;
  label: string;
  color?: MantineColor;
  animated?: boolean;
  size?: MantineSize;
  radius?: MantineSize;
  mt?: StyleProp<MantineSpacing>;
}) {
  const language = useLanguage();
  return (
    <Progress.Root size={size} radius={radius} mt={mt}>
      <Progress.Section
        value={value}
        color={color}
        animated={animated}
        withAria={false}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={formatPercent(value, language)}
      />
    </Progress.Root>
  );
}

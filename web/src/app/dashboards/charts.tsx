/**
 * The dashboards' charts, drawn with Recharts. This module is loaded only by the panels that show a chart, so the
 * chart library stays out of every other screen's JavaScript. Each chart is a picture for sighted readers; the table
 * beside it (read by screen readers, and shown on request) carries the same figures.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { directionOf, useLanguage } from '@/lib/i18n';

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

export interface ChartProps {
  kind: 'bar' | 'line';
  /** What the chart shows, for the table's caption. */
  caption: string;
  rows: Record<string, string | number>[];
  /** The field naming each row (the x axis). */
  xKey: string;
  xLabel: string;
  series: ChartSeries[];
  /** How a value reads in the table and the tooltip. */
  format?: (value: number) => string;
  /** The axis's labels, shorter than the figures' where they need to be (money: "£4.5k"); `format` otherwise. */
  axisFormat?: (value: number) => string;
  yDomain?: [number, number];
}

export default function Chart({
  kind,
  caption,
  rows,
  xKey,
  xLabel,
  series,
  format = String,
  axisFormat = format,
  yDomain,
}: ChartProps) {
  // The page's direction follows the language: right to left, time runs from the right and the scale sits on the right.
  const rtl = directionOf(useLanguage()) === 'rtl';
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e4e4e7" />,
    <XAxis key="x" dataKey={xKey} reversed={rtl} tick={{ fontSize: 12, fill: '#3f3f46' }} />,
    <YAxis
      key="y"
      orientation={rtl ? 'right' : 'left'}
      width={56}
      domain={yDomain}
      tick={{ fontSize: 12, fill: '#3f3f46' }}
      tickFormatter={(v: number) => axisFormat(v)}
    />,
    <Tooltip key="tip" formatter={(v) => format(Number(v))} />,
    series.length > 1 ? <Legend key="legend" /> : null,
  ];
  return (
    <Box minW="0">
      {/* Hidden overflow: while the container catches up with a narrower window, the old width never widens the page. */}
      <Box height="220px" aria-hidden="true" overflow="hidden" minW="0">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'bar' ? (
            <BarChart data={rows} accessibilityLayer={false}>
              {axes}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.colour} isAnimationActive={false} />
              ))}
            </BarChart>
          ) : (
            <LineChart data={rows} accessibilityLayer={false}>
              {axes}
              {series.map((s) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.colour}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </Box>
      <details>
        <Text as="summary" fontSize="sm" color="blue.700" cursor="pointer" mt="1">
          <Trans>Show the figures as a table</Trans>
        </Text>
        <Table.ScrollArea maxH="60" tabIndex={0} role="region" aria-label={caption}>
          <Table.Root size="sm" mt="2">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{xLabel}</Table.ColumnHeader>
                {series.map((s) => (
                  <Table.ColumnHeader key={s.key} textAlign="end">
                    {s.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={String(r[xKey])}>
                  <Table.Cell>{r[xKey]}</Table.Cell>
                  {series.map((s) => (
                    <Table.Cell key={s.key} textAlign="end">
                      {typeof r[s.key] === 'number' ? format(r[s.key] as number) : '–'}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </details>
    </Box>
  );
}

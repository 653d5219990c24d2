import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

type Options<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'mode'
>;

/**
 * A react-hook-form bound to a contracts schema: the field messages are the schema's (PRODUCT §5),
 * never retyped in a component. 'onTouched' so a message shows only once its field was left or
 * the form submitted (PRODUCT §5 "Errors display only for touched fields"), then updates as the
 * value changes. The submit handler receives the schema's output (trimmed, transformed).
 */
export const useZodForm = <S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: Options<S> = {}) =>
  useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema), mode: 'onTouched' });

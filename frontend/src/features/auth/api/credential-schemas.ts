import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

import { emailSchema, passwordSchema } from '@/lib/validation';

// The sign-in and sign-up forms' checks, a chunk of their own (with zod): a form loads it on its first check, so
// that the drawn entry screens do not wait for it (lib/lazy-resolver.ts).

// Sign-in checks only that a password was typed: the length rules may have changed since it was set.
export const signInSchema = z.object({ email: emailSchema, password: z.string().check(z.minLength(1, 'required')) });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);

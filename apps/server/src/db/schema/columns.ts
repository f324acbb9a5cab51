/**
 * Column helpers every table uses.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

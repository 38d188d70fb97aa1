import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox's search form of a text: letters with accents become their plain letter in either case
 * («é» → e, «Ü» → u), ø → o, æ → ae, å → a, and «aa» → a, so «odegard» finds «Ødegård» and «aase»
 * finds «Åse» (and «åsveien» finds «Aasveien»). Both the stored text and the query are folded the same way.
 * Plain SQL with translate(), no extension: any PostgreSQL 13+ has it (see docs/decisions/0013).
 */
const FROM = 'ÁÀÂÄÃĀĂĄÉÈÊËĒĖĘĚÍÌÎÏĪĮÓÒÔÖÕŌŐÚÙÛÜŪŮŰÝŸÇĆČÑŃŇŠŚŽŹŻĐÐŁŘŤĎØÅÆáàâäãāăąéèêëēėęěíìîïīįóòôöõōőúùûüūůűýÿçćčñńňšśžźżđðłřťďøåæ';
const TO = 'aaaaaaaaeeeeeeeeiiiiiiooooooouuuuuuuyycccnnnsszzzddlrtdoaæaaaaaaaaeeeeeeeeiiiiiiooooooouuuuuuuyycccnnnsszzzddlrtdoaæ';

export class Migration20261127140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "search_fold"(value text) returns text
      language sql immutable strict parallel safe
      as $$ select replace(replace(lower(translate(value, '${FROM}', '${TO}')), 'æ', 'ae'), 'aa', 'a') $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "search_fold"(text);`);
  }
}

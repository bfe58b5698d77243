import { asc, ne } from 'drizzle-orm';
import { Role } from '@portal/shared';
import type { Database } from './platform/db/index.js';
import { documents, skills, userSkills, users } from './platform/db/schema.js';
import { storeOwnedFile } from './platform/file-store.js';
import { minimalPdf } from './platform/pdf.js';

const DEMO_SKILLS = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Java',
  'Kotlin',
  'Python',
  'Go',
  'Docker',
  'Kubernetes',
  'AWS',
  'Figma',
  'Testing',
  'Scrum',
  'GraphQL',
  'Swift',
] as const;

const DEMO_DOCUMENTS = [
  { title: 'Engineering playbook', description: 'How we plan, build, review and ship.', type: 0 },
  { title: 'Laptop setup manual', description: 'From unboxing to the first commit.', type: 1 },
  { title: 'Employee privacy notice', description: 'What we keep about you and why.', type: 2 },
  { title: 'Expense policy', description: 'Travel, meals and how to claim them back.', type: 3 },
] as const;

/** The skills catalogue, three to five skills per employee, and a few documents (docs/product/README.md#first-start). */
export async function seedSkillsAndDocuments(db: Database): Promise<void> {
  const catalogue = await db
    .insert(skills)
    .values(DEMO_SKILLS.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: skills.id });
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.roleId, Role.CLIENT))
    .orderBy(asc(users.id));
  const links = people.flatMap((person, index) => {
    const count = 3 + (index % 3);
    return Array.from({ length: count }, (_, k) => ({
      userId: person.id,
      skillId: catalogue[(index * 5 + k * 3) % catalogue.length]!.id,
    }));
  });
  if (links.length > 0) await db.insert(userSkills).values(links).onConflictDoNothing();
  for (const document of DEMO_DOCUMENTS) {
    const content = minimalPdf(document.title);
    const fileName = `${document.title.toLowerCase().replace(/\W+/g, '-')}.pdf`;
    await db.transaction(async (tx) => {
      const fileId = await storeOwnedFile(tx, content, new Date());
      await tx.insert(documents).values({ ...document, fileName, sizeBytes: content.length, fileId });
    });
  }
}

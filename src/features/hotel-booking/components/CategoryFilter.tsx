import { getTranslations } from 'next-intl/server'

/** Room-category filters from the CMS (spec §3, §9: Suites, Junior Suites, Swim Up, Master Suites). */
export async function CategoryFilter({ categories, current, hrefFor }: { categories: { categoryId: string; name: string }[]; current: string | null; hrefFor: (category: string | null) => string }) {
  const t = await getTranslations('booking')
  return (
    <nav aria-label={t('categories')} className="category-filter">
      <ul>
        <li>
          <a href={hrefFor(null)} aria-current={current ? undefined : 'true'}>
            {t('allCategories')}
          </a>
        </li>
        {categories.map((c) => (
          <li key={c.categoryId}>
            <a href={hrefFor(c.categoryId)} aria-current={current === c.categoryId ? 'true' : undefined}>
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

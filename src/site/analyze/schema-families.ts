/**
 * The schema.org type families the audit validates and scores (docs/methodology.md):
 * which types count as an organization or an article, and the families an entity belongs to.
 */
import type { Entity } from './structured-data.ts';

export type Family = 'organization' | 'website' | 'article' | 'faq' | 'product' | 'breadcrumb' | 'person' | 'howto';

const organizationTypes = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'NGO',
  'EducationalOrganization',
  'GovernmentOrganization',
  'NewsMediaOrganization',
  'MedicalOrganization',
  'SportsOrganization',
  'PerformingGroup',
  'Airline',
  'Consortium',
  'LibrarySystem',
  'ResearchOrganization',
  'WorkersUnion',
  'PoliticalParty',
  'Cooperative',
  'FundingScheme',
  'Project',
  'ResearchProject',
  'FundingAgency',
  'CollegeOrUniversity',
  'School',
  'Preschool',
  'ElementarySchool',
  'MiddleSchool',
  'HighSchool',
  'Store',
  'Restaurant',
  'Dentist',
  'Physician',
  'MedicalClinic',
  'Hospital',
  'Pharmacy',
  'LegalService',
  'Attorney',
  'Notary',
  'AccountingService',
  'FinancialService',
  'BankOrCreditUnion',
  'InsuranceAgency',
  'RealEstateAgent',
  'ProfessionalService',
  'TravelAgency',
  'Hotel',
  'Motel',
  'LodgingBusiness',
  'FoodEstablishment',
  'CafeOrCoffeeShop',
  'Bakery',
  'BarOrPub',
  'Brewery',
  'Winery',
  'HomeAndConstructionBusiness',
  'GeneralContractor',
  'Plumber',
  'Electrician',
  'HVACBusiness',
  'RoofingContractor',
  'Locksmith',
  'MovingCompany',
  'HousePainter',
  'AutomotiveBusiness',
  'AutoDealer',
  'AutoRepair',
  'HealthAndBeautyBusiness',
  'HairSalon',
  'BeautySalon',
  'DaySpa',
  'NailSalon',
  'SportsActivityLocation',
  'ExerciseGym',
  'EntertainmentBusiness',
  'ChildCare',
  'EmploymentAgency',
  'GovernmentOffice',
  'Library',
  'AnimalShelter',
  'DryCleaningOrLaundry',
  'EmergencyService',
  'InternetCafe',
  'RadioStation',
  'TelevisionStation',
  'RecyclingCenter',
  'SelfStorage',
  'ShoppingCenter',
  'TouristInformationCenter',
  'VeterinaryCare',
  'MedicalBusiness',
  'Optician',
]);
const articleTypes = new Set([
  'Article',
  'BlogPosting',
  'NewsArticle',
  'TechArticle',
  'ScholarlyArticle',
  'MedicalScholarlyArticle',
  'Report',
  'LiveBlogPosting',
  'OpinionNewsArticle',
  'AnalysisNewsArticle',
  'ReportageNewsArticle',
  'BackgroundNewsArticle',
  'ReviewNewsArticle',
  'AskPublicNewsArticle',
  'SatiricalArticle',
  'AdvertiserContentArticle',
  'APIReference',
]);

export function isOrganizationType(t: string): boolean {
  return organizationTypes.has(t) || /(Organization|Business|Store)$/.test(t);
}

export function isArticleType(t: string): boolean {
  return articleTypes.has(t);
}

export function familiesOf(e: Entity): Family[] {
  const out = new Set<Family>();
  for (const t of e.types) {
    if (isOrganizationType(t)) out.add('organization');
    if (t === 'WebSite') out.add('website');
    if (isArticleType(t)) out.add('article');
    if (t === 'FAQPage') out.add('faq');
    if (t === 'Product' || t === 'ProductGroup') out.add('product');
    if (t === 'BreadcrumbList') out.add('breadcrumb');
    if (t === 'Person') out.add('person');
    if (t === 'HowTo') out.add('howto');
  }
  return [...out];
}

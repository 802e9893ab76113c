// The page section frame is shared (landing pages use it too): components/ui/section.tsx.
export { Section, type SectionTone } from '@/site/components/ui/section';

/// What one run of writing entities (a page, or half of one) reuses from one entity to the next.
struct EntityWritingScratch {
    /// Room for an entity's property values, for the entities written from their values.
    var properties = EntityPropertyValues()
}
